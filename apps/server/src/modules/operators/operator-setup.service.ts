import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@reelhouse/db/database';
import { AppError } from '../../platform/errors/app-error';
import { OperatorAudit } from '../../platform/operator-audit';
import { OperatorRolesRepository } from './operator-roles.repository';

/** How long a first-operator link works. */
export const SETUP_LINK_TTL_MS = 60 * 60 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Making the first operator, as Grafana and Jellyfin do: while no admin exists, each start prints a
 * one-time link (an hour, single use); whoever opens it and signs in becomes admin. The token
 * rides in the link's fragment, so it never reaches a server log or a Referer header.
 */
export class OperatorSetup {
  constructor(private readonly deps: { db: Db; siteOrigin: string; now?: () => Date }) {}

  /** A fresh setup link when the service has no admin yet, else null. */
  async linkIfNeeded(): Promise<string | null> {
    const roles = new OperatorRolesRepository(this.deps.db);
    if (await roles.adminExists()) return null;
    const token = randomBytes(32).toString('base64url');
    const now = this.deps.now?.() ?? new Date();
    await roles.addSetupToken(hashOf(token), new Date(now.getTime() + SETUP_LINK_TTL_MS));
    return `${this.deps.siteOrigin}/admin/setup#${token}`;
  }

  /** The signed-in member who opened a live link becomes the first admin; the link dies with it. */
  async claim(userId: number, token: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const roles = new OperatorRolesRepository(tx);
      await roles.lockSetup();
      const live = await roles.lockLiveSetupToken(hashOf(token));
      if (!live) throw new AppError('not_found', 'This setup link is not valid: it was used, or its hour is over.');
      if (await roles.adminExists())
        throw new AppError('conflict', 'This service already has an operator: ask them to give you a role.');
      await roles.setRole(userId, 'admin');
      await roles.useSetupToken(live.id, userId);
      await new OperatorAudit(tx).record(userId, {
        action: 'operator.setup',
        subject: `user:${userId}`,
        details: { role: 'admin' },
      });
    });
  }

  /** `admin:create`: the number's account becomes admin (made if it does not exist). */
  async grantAdmin(mobile: string): Promise<{ id: number; created: boolean }> {
    return this.deps.db.transaction(async (tx) => {
      const granted = await new OperatorRolesRepository(tx).grant(mobile, 'admin');
      await new OperatorAudit(tx).record(null, {
        action: 'operator.create',
        subject: `user:${granted.id}`,
        details: { role: 'admin', by: 'command line' },
      });
      return granted;
    });
  }
}
