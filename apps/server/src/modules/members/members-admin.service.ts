import type { AdminMember } from '@reelhouse/contracts/members-admin';
import type { Payment, SubscriptionStatus } from '@reelhouse/contracts/payments';
import type { OrderSummary } from '@reelhouse/contracts/shop-orders';
import { AppError } from '../../platform/errors/app-error';
import { presentProfile, type MembersRepository, type Sessions } from '../accounts/accounts.module';

/** What the member page reads from the modules that own it: the same reads My Account makes. */
export interface MemberSources {
  members: Pick<MembersRepository, 'profile'>;
  sessions: Pick<Sessions, 'list'>;
  payments: {
    listOfMember: (userId: number, lang: 'en') => Promise<Payment[]>;
    subscriptionOf: (userId: number, lang: 'en') => Promise<SubscriptionStatus>;
  };
  orders: { listOfMember: (userId: number) => Promise<OrderSummary[]> };
}

/** A member as the console shows them: what they see on My Account, read for an operator. */
export class MembersAdmin {
  constructor(private readonly sources: MemberSources) {}

  async member(id: number): Promise<AdminMember> {
    const { members, sessions, payments, orders } = this.sources;
    const profile = await members.profile(id);
    if (!profile) throw new AppError('not_found', 'There is no such member.');
    // Plans and invoices are named in English in the console, as in the records kept for tax.
    const [subscription, paid, bought, devices] = await Promise.all([
      payments.subscriptionOf(id, 'en'),
      payments.listOfMember(id, 'en'),
      orders.listOfMember(id),
      sessions.list(id),
    ]);
    return {
      profile: presentProfile(profile),
      subscription,
      payments: paid,
      orders: bought.map(({ actions: _actions, ...order }) => order),
      devices: devices.map(({ idHash, createdAt, lastSeenAt, ...device }) => ({
        ...device,
        id: idHash,
        createdAt: createdAt.toISOString(),
        lastSeenAt: lastSeenAt.toISOString(),
      })),
    };
  }
}
