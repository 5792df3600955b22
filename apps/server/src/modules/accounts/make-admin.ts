import { sql } from 'drizzle-orm';
import type { Db } from '@reelhouse/db/database';
import { users } from '@reelhouse/db/schema/accounts';

/**
 * Gives the member with this (E.164) mobile number the admin role, creating the account when
 * there is none yet; they then sign in with the number like anyone else.
 */
export async function makeAdmin(db: Db, mobile: string): Promise<{ id: number; created: boolean }> {
  const [user] = await db
    .insert(users)
    .values({ mobile, role: 'admin' })
    .onConflictDoUpdate({ target: users.mobile, set: { role: 'admin', updatedAt: sql`now()` } })
    .returning({ id: users.id, created: sql<boolean>`(xmax = 0)` });
  if (!user) throw new Error('upsert returned no row');
  return user;
}
