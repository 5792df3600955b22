import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { UserRole } from '@reelhouse/contracts/session';
import type { Db } from '@reelhouse/db/database';
import { users } from '@reelhouse/db/schema/accounts';
import { operatorSetupTokens } from '@reelhouse/db/schema/operators';

/** Who runs the service: the operator roles on accounts, and the one-time links that make the first admin. */
export class OperatorRolesRepository {
  constructor(private readonly db: Db) {}

  /**
   * Serialises first-operator claims until the transaction ends: two links printed by two starts,
   * opened at the same moment, must not make two first admins.
   */
  async lockSetup(): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(hashtext('reelhouse.operator-setup'))`);
  }

  async adminExists(): Promise<boolean> {
    const [admin] = await this.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
    return admin !== undefined;
  }

  /** Gives the number's account a role, creating the account when there is none yet. */
  async grant(mobile: string, role: UserRole): Promise<{ id: number; created: boolean }> {
    const [user] = await this.db
      .insert(users)
      .values({ mobile, role })
      .onConflictDoUpdate({ target: users.mobile, set: { role, updatedAt: sql`now()` } })
      .returning({ id: users.id, created: sql<boolean>`(xmax = 0)` });
    if (!user) throw new Error('upsert returned no row');
    return user;
  }

  async setRole(userId: number, role: UserRole): Promise<void> {
    await this.db
      .update(users)
      .set({ role, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  }

  async addSetupToken(tokenHash: string, expiresAt: Date): Promise<void> {
    await this.db.insert(operatorSetupTokens).values({ tokenHash, expiresAt });
  }

  /** The unused, unexpired setup token with this hash, locked until the transaction ends. */
  async lockLiveSetupToken(tokenHash: string): Promise<{ id: number } | null> {
    const [token] = await this.db
      .select({ id: operatorSetupTokens.id })
      .from(operatorSetupTokens)
      .where(
        and(
          eq(operatorSetupTokens.tokenHash, tokenHash),
          isNull(operatorSetupTokens.usedAt),
          gt(operatorSetupTokens.expiresAt, sql`now()`),
        ),
      )
      .for('update');
    return token ?? null;
  }

  async useSetupToken(tokenId: number, userId: number): Promise<void> {
    await this.db
      .update(operatorSetupTokens)
      .set({ usedAt: sql`now()`, usedBy: userId })
      .where(eq(operatorSetupTokens.id, tokenId));
  }
}
