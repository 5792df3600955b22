// The server integration suite against a real PostgreSQL (DATABASE_URL, by default the local
// server CI provides): each test file gets a fresh database there and drops it afterwards.
import { runVitest } from './lib/vitest-run.mjs';

const env = { ...process.env, DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' };
const result = runVitest(['server'], env);
console.log(`postgres: ${result.passed} passed, ${result.failed} failed`);
process.exit(result.ok ? 0 : 1);
