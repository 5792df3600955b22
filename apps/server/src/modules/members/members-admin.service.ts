import type { Entitlement } from '@reelhouse/contracts/entitlements';
import type { AdminMember, MemberGrant } from '@reelhouse/contracts/members-admin';
import type { Payment, SubscriptionStatus } from '@reelhouse/contracts/payments';
import type { UserRole } from '@reelhouse/contracts/session';
import type { OrderSummary } from '@reelhouse/contracts/shop-orders';
import type { Db } from '@reelhouse/db/database';
import { AppError, fieldError } from '../../platform/errors/app-error';
import { OperatorAudit, type AuditEntry } from '../../platform/operator-audit';
import { MembersRepository, presentProfile, type Sessions } from '../accounts/accounts.module';
import type { MembersAdminRepository } from './members-admin.repository';

/** What the member page reads and changes through the modules that own it. */
export interface MemberSources {
  db: Db;
  members: Pick<MembersRepository, 'profile' | 'block'>;
  sessions: Pick<Sessions, 'list' | 'revokeOwn' | 'revokeOthers'>;
  payments: {
    listOfMember: (userId: number, lang: 'en') => Promise<Payment[]>;
    subscriptionOf: (userId: number, lang: 'en') => Promise<SubscriptionStatus>;
  };
  /** The member's entitlement ledger (plan names in English). */
  entitlementsOf: (userId: number) => Promise<Entitlement[]>;
  /** A plan that can be granted, by its code. */
  planByCode: (code: string) => Promise<{ id: number } | null>;
  /** Adds a complimentary period on the caller's transaction (the payments module's rule for periods). */
  grantPeriod: (
    tx: Db,
    grant: { userId: number; planId: number; days: number; by: number; reason: string },
  ) => Promise<void>;
  orders: { listOfMember: (userId: number) => Promise<OrderSummary[]> };
}

/**
 * A member as the console shows them (what they see on My Account, read for an operator) and
 * what an admin may do to the account: grant a plan, change the role, block, sign devices out,
 * delete. Each change and its audit line are one transaction.
 */
export class MembersAdmin {
  constructor(
    private readonly sources: MemberSources,
    private readonly reads: Pick<MembersAdminRepository, 'watching'>,
  ) {}

  async member(id: number): Promise<AdminMember> {
    const { members, sessions, payments, orders, entitlementsOf } = this.sources;
    const profile = await members.profile(id);
    if (!profile) throw new AppError('not_found', 'There is no such member.');
    // Plans and invoices are named in English in the console, as in the records kept for tax.
    const [subscription, entitlements, paid, bought, devices, blocked, watching] = await Promise.all([
      payments.subscriptionOf(id, 'en'),
      entitlementsOf(id),
      payments.listOfMember(id, 'en'),
      orders.listOfMember(id),
      sessions.list(id),
      members.block(id),
      this.reads.watching(id),
    ]);
    return {
      profile: presentProfile(profile),
      blocked,
      subscription,
      entitlements,
      payments: paid,
      orders: bought.map(({ actions: _actions, ...order }) => order),
      devices: devices.map(({ idHash, createdAt, lastSeenAt, ...device }) => ({
        ...device,
        id: idHash,
        createdAt: createdAt.toISOString(),
        lastSeenAt: lastSeenAt.toISOString(),
      })),
      watching,
    };
  }

  /** A complimentary period of a plan: no payment, no invoice, the reason kept with the period. */
  async grant(actorId: number, id: number, grant: Required<Pick<MemberGrant, 'plan' | 'reason'>> & { days: number }) {
    await this.existing(id);
    const plan = await this.sources.planByCode(grant.plan);
    if (!plan) throw fieldError('validation_failed', 'plan', 'There is no plan with this code.');
    await this.audited(actorId, id, { action: 'member.grant', details: { ...grant } }, (tx) =>
      this.sources.grantPeriod(tx, {
        userId: id,
        planId: plan.id,
        days: grant.days,
        by: actorId,
        reason: grant.reason,
      }),
    );
    return this.member(id);
  }

  async setRole(actorId: number, id: number, role: UserRole) {
    // An admin who demoted themselves could lock the console out: another admin must do it.
    if (id === actorId) throw new AppError('conflict', 'You cannot change your own role; ask another admin.');
    const before = await this.existing(id);
    await this.audited(actorId, id, { action: 'member.role', details: { from: before.role, to: role } }, (tx) =>
      new MembersRepository(tx).setStanding(id, { role }),
    );
    return this.member(id);
  }

  /** Blocks the member: they cannot sign in, and every device they were signed in on is signed out at once. */
  async block(actorId: number, id: number, reason: string) {
    if (id === actorId) throw new AppError('conflict', 'You cannot block yourself.');
    await this.existing(id);
    await this.audited(actorId, id, { action: 'member.block', details: { reason } }, (tx) =>
      new MembersRepository(tx).setStanding(id, { block: { reason } }),
    );
    await this.sources.sessions.revokeOthers(id, null);
    return this.member(id);
  }

  async unblock(actorId: number, id: number) {
    await this.existing(id);
    await this.audited(actorId, id, { action: 'member.unblock', details: {} }, (tx) =>
      new MembersRepository(tx).setStanding(id, { block: null }),
    );
    return this.member(id);
  }

  /**
   * Signs the member out of one device, or of all of them (`session` null). The sessions end
   * through their owner (which also stops the streams bound to them), then the line is written.
   */
  async signOut(actorId: number, id: number, session: string | null) {
    await this.existing(id);
    const { sessions } = this.sources;
    if (session === null) await sessions.revokeOthers(id, null);
    else if (!(await sessions.revokeOwn(id, session)))
      throw new AppError('not_found', 'The member is not signed in on this device.');
    await new OperatorAudit(this.sources.db).record(actorId, {
      action: 'member.sign-out',
      subject: `member:${id}`,
      details: { all: session === null },
    });
    return this.member(id);
  }

  /** The deletion a member can make of their own account, made by an admin. */
  async delete(actorId: number, id: number): Promise<void> {
    if (id === actorId) throw new AppError('conflict', 'Delete your own account from My Account.');
    const member = await this.existing(id);
    // Ended first, so that playback links bound to any of the sessions stop at once.
    await this.sources.sessions.revokeOthers(id, null);
    await this.audited(actorId, id, { action: 'member.delete', details: { mobile: member.mobile } }, (tx) =>
      new MembersRepository(tx).delete(id),
    );
  }

  private async existing(id: number) {
    const profile = await this.sources.members.profile(id);
    if (!profile) throw new AppError('not_found', 'There is no such member.');
    return profile;
  }

  private audited(
    actorId: number,
    id: number,
    entry: Omit<AuditEntry, 'subject'>,
    change: (tx: Db) => Promise<unknown>,
  ): Promise<void> {
    return this.sources.db.transaction(async (tx) => {
      await change(tx);
      await new OperatorAudit(tx).record(actorId, { ...entry, subject: `member:${id}` });
    });
  }
}
