import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '@reelhouse/db/database';

/** A complimentary period of a plan for the member with this number, from and to so many days from now. */
export async function subscribe(db: Db, mobile: string, plan: string, fromDays: number, toDays: number) {
  await db.execute(
    sql`insert into entitlements (user_id, kind, source, grant_reason, plan_id, starts_at, ends_at)
          select u.id, 'plan', 'grant', 'test', p.id, now() + make_interval(days => ${fromDays}), now() + make_interval(days => ${toDays})
            from users u, plans p where u.mobile = ${mobile} and p.code = ${plan}`,
  );
}

/** Another signed-in device of the same member (a second code within a minute would be refused). */
export async function secondDevice(db: Db, cookies: { rh_session: string }) {
  const token = randomBytes(32).toString('base64url');
  const hash = (value: string) => createHash('sha256').update(value).digest('base64url');
  await db.execute(
    sql`insert into sessions (id_hash, user_id, device) select ${hash(token)}, user_id, 'laptop' from sessions where id_hash = ${hash(cookies.rh_session)}`,
  );
  return { rh_session: token };
}
