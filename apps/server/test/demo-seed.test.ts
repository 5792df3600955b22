import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@reelhouse/db/database';
import { seedDemoCatalogue } from '@reelhouse/db/seed/seed-demo';
import { openTestDatabase } from './support/test-database';

describe('seeding the demo catalogue', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  const count = async (table: string) => {
    const result = await database.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`));
    return result.rows[0]?.n;
  };

  it('fills an empty database once, with every table the catalogue reads', async () => {
    expect(await seedDemoCatalogue(database.db)).toEqual({ seeded: true });
    expect(await count('titles')).toBe(82);
    expect(await count('title_translations')).toBe(82 * 5);
    expect(await count('people')).toBe(40);
    expect(await count('genres')).toBe(15);
    for (const table of [
      'seasons',
      'episodes',
      'episode_translations',
      'credits',
      'title_links',
      'awards',
      'sliders',
      'rails',
      'rail_items',
      'reviews',
      'title_daily_views',
    ]) {
      expect(await count(table), table).toBeGreaterThan(0);
    }
  });

  it('does nothing the second time', async () => {
    expect(await seedDemoCatalogue(database.db)).toEqual({ seeded: false });
    expect(await count('titles')).toBe(82);
  });
});
