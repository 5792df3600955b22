import { eq } from 'drizzle-orm';
import type { Db } from '../database';
import { settings, users } from '../schema/accounts';

/** The demo's operator: sign in with this number (the code is in the demo SMS outbox) to open /admin. */
export const DEMO_OPERATOR_MOBILE = '+919000000001';
const DEMO_OPERATOR_KEY = 'demo.operatorSeededAt';

/**
 * Makes the demo operator once, so a newcomer can open the console within a minute. Once made it is
 * the operator's own account: a later start does not restore it if they change or delete it.
 */
export async function seedDemoOperator(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [done] = await tx.select().from(settings).where(eq(settings.key, DEMO_OPERATOR_KEY));
    if (done) return;
    await tx
      .insert(users)
      .values({ mobile: DEMO_OPERATOR_MOBILE, role: 'admin', firstName: 'Demo', lastName: 'Operator' })
      .onConflictDoUpdate({ target: users.mobile, set: { role: 'admin' } });
    await tx.insert(settings).values({ key: DEMO_OPERATOR_KEY, value: new Date().toISOString() });
  });
}
