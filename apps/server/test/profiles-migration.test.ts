import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rows, type Database } from '@reelhouse/db/database';
import { paths } from '../src/paths';
import { migrationsUpTo } from './support/migrations-up-to';
import { openTestDatabase } from './support/test-database';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function unmigratedDatabase(): Promise<Database> {
  const { database, drop } = await openTestDatabase({ migrate: false });
  cleanups.push(drop);
  return database;
}

describe('migration 0037: viewer profiles', () => {
  it('gives every member one profile holding their list, their places in videos, their reviews and their devices', async () => {
    const database = await unmigratedDatabase();
    cleanups.push(() => database.close());
    const before = migrationsUpTo('0036_subtitle_cues');
    cleanups.push(before.remove);
    await database.migrate(before.folder);
    const { db } = database;

    await db.execute(
      sql`insert into users (mobile, first_name) values ('+919800000001', 'Asha'), ('+919800000002', null)`,
    );
    await db.execute(sql`insert into titles (slug, kind, rating, status) values ('river', 'movie', 'U', 'published')`);
    await db.execute(sql`insert into media_assets (source_sha256, source_key, duration_seconds, width, height, frame_rate, has_audio)
                         values ('0', 'clip.mp4', 600, 1280, 720, 25, true)`);
    await db.execute(sql`insert into playables (title_id, asset_id) select t.id, a.id from titles t, media_assets a`);
    await db.execute(sql`insert into watchlist_items (user_id, title_id) select u.id, t.id from users u, titles t`);
    await db.execute(sql`insert into watch_positions (user_id, playable_id, position_seconds, duration_seconds)
                         select u.id, p.id, 42, 600 from users u, playables p where u.first_name = 'Asha'`);
    await db.execute(
      sql`insert into sessions (id_hash, user_id, device) select 'device-' || id, id, 'phone' from users`,
    );
    await db.execute(sql`insert into reviews (title_id, user_id, rating, body, author_name, author_email)
                         select t.id, u.id, 5, 'Lovely', 'Asha', 'asha@example.com' from titles t, users u where u.first_name = 'Asha'`);

    await database.migrate(paths.migrations);

    const profiles = await rows<{ mobile: string; id: number; name: string | null; owner: boolean; limit: string }>(
      db,
      sql`select u.mobile, p.id, p.name, p.owner, p.maturity_limit as limit
            from profiles p join users u on u.id = p.user_id order by u.mobile`,
    );
    expect(profiles.map(({ id: _id, ...profile }) => profile)).toEqual([
      { mobile: '+919800000001', name: 'Asha', owner: true, limit: 'A' },
      { mobile: '+919800000002', name: null, owner: true, limit: 'A' },
    ]);
    const [asha, other] = profiles.map((profile) => profile.id);
    const ownedBy = async (table: string) =>
      (
        await rows<{ profile: number }>(
          db,
          sql`select profile_id as profile from ${sql.raw(table)} order by profile_id`,
        )
      ).map((row) => row.profile);
    expect(await ownedBy('watchlist_items')).toEqual([asha, other]);
    expect(await ownedBy('watch_positions')).toEqual([asha]);
    expect(await ownedBy('sessions')).toEqual([asha, other]);
    expect(await ownedBy('reviews')).toEqual([asha]);

    // Accounts made after the migration get their holder's profile from the trigger.
    await db.execute(sql`insert into users (mobile, first_name) values ('+919800000003', 'Kiran')`);
    expect(
      await rows(
        db,
        sql`select p.name, p.owner from profiles p join users u on u.id = p.user_id where u.mobile = '+919800000003'`,
      ),
    ).toEqual([{ name: 'Kiran', owner: true }]);
  });
});
