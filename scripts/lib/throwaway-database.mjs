// A database of its own on a PostgreSQL server for one run — a server test file, the cluster test,
// a benchmark — made through the server's admin URL and dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Makes `<prefix>_<random>`, empty or as a copy of the database `template`; answers its URL and
 * `drop` (which closes whatever is still connected).
 */
export async function createThrowawayDatabase(adminUrl, prefix, template) {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await asAdmin(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => asAdmin(adminUrl, `drop database if exists ${name} with (force)`) };
}

async function asAdmin(adminUrl, statement) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
