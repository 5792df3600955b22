import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { UserRole } from '@reelhouse/contracts/session';
import type { Db } from '@reelhouse/db/database';
import { accountAudit, users } from '@reelhouse/db/schema/accounts';

export interface Profile {
  id: number;
  mobile: string;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  dateOfBirth: string | null;
  adultConfirmed: boolean;
  role: UserRole;
  memberSince: Date;
  hasPassword: boolean;
  hasParentalPin: boolean;
  noticeDigest: boolean;
  /** An operator blocked the account: it cannot sign in. */
  blocked: boolean;
}

const profileColumns = {
  id: users.id,
  mobile: users.mobile,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  dateOfBirth: users.dateOfBirth,
  adultConfirmed: sql<boolean>`${users.ageConfirmedAt} is not null`,
  role: users.role,
  memberSince: users.createdAt,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
  hasParentalPin: sql<boolean>`${users.parentalPinHash} is not null`,
  noticeDigest: users.noticeDigest,
  blocked: sql<boolean>`${users.blockedAt} is not null`,
};

export const displayNameOf = (member: {
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  mobile: string;
}) => [member.firstName, member.lastName].filter(Boolean).join(' ') || member.username || member.mobile;

/** A profile as the API sends it (`profileSchema`): with the name to show, dates as ISO text. */
export const presentProfile = (profile: Profile) => ({
  ...profile,
  displayName: displayNameOf(profile),
  memberSince: profile.memberSince.toISOString(),
});

/** Members' own records: found or created at sign-in, read and edited on My Account, deleted there. */
export class MembersRepository {
  constructor(private readonly db: Db) {}

  /** The member behind a mobile number, created on first sign-in. */
  async findOrCreate(mobile: string): Promise<Profile & { created: boolean }> {
    const [member] = await this.db
      .insert(users)
      .values({ mobile })
      .onConflictDoUpdate({ target: users.mobile, set: { updatedAt: sql`now()` } })
      .returning({ ...profileColumns, created: sql<boolean>`(xmax = 0)` });
    if (!member) throw new Error('upsert returned no row');
    return member;
  }

  /** Gives the number's account the admin role, creating the account when there is none yet. */
  async makeAdmin(mobile: string): Promise<{ id: number; created: boolean }> {
    const [user] = await this.db
      .insert(users)
      .values({ mobile, role: 'admin' })
      .onConflictDoUpdate({ target: users.mobile, set: { role: 'admin', updatedAt: sql`now()` } })
      .returning({ id: users.id, created: sql<boolean>`(xmax = 0)` });
    if (!user) throw new Error('upsert returned no row');
    return user;
  }

  async profile(id: number): Promise<Profile | null> {
    const [member] = await this.db.select(profileColumns).from(users).where(eq(users.id, id));
    return member ?? null;
  }

  async byMobile(mobile: string): Promise<Profile | null> {
    const [member] = await this.db.select(profileColumns).from(users).where(eq(users.mobile, mobile));
    return member ?? null;
  }

  /** The member whose username or e-mail (without case) is `login`, with their password hash. */
  async byLogin(login: string): Promise<(Profile & { passwordHash: string | null }) | null> {
    const [member] = await this.db
      .select({ ...profileColumns, passwordHash: users.passwordHash })
      .from(users)
      .where(or(sql`lower(${users.username}) = lower(${login})`, sql`lower(${users.email}) = lower(${login})`))
      .limit(1);
    return member ?? null;
  }

  /** The member's password and parental PIN hashes (null when not set). */
  async secrets(id: number): Promise<{ passwordHash: string | null; parentalPinHash: string | null }> {
    const [member] = await this.db
      .select({ passwordHash: users.passwordHash, parentalPinHash: users.parentalPinHash })
      .from(users)
      .where(eq(users.id, id));
    return member ?? { passwordHash: null, parentalPinHash: null };
  }

  async setParentalPin(id: number, parentalPinHash: string | null): Promise<void> {
    await this.db
      .update(users)
      .set({ parentalPinHash, updatedAt: sql`now()` })
      .where(eq(users.id, id));
  }

  async setPassword(id: number, passwordHash: string): Promise<void> {
    await this.db
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, id));
  }

  /** Whether a member other than `exceptId` already uses this username or e-mail (without case). */
  async taken(field: 'username' | 'email', value: string, exceptId: number | null): Promise<boolean> {
    const column = field === 'username' ? users.username : users.email;
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(exceptId === null ? undefined : ne(users.id, exceptId), sql`lower(${column}) = lower(${value})`));
    return row !== undefined;
  }

  /**
   * Changes the profile. `confirmAdult` records the 18+ confirmation (kept from its first time),
   * `revokeAdult` withdraws it; an `audit` entry is written in the same transaction.
   */
  async update(
    id: number,
    changes: Partial<
      Pick<Profile, 'username' | 'firstName' | 'lastName' | 'email' | 'dateOfBirth' | 'noticeDigest'>
    > & {
      confirmAdult?: boolean;
      revokeAdult?: boolean;
    },
    audit?: { action: string; details: Record<string, unknown>; ip: string },
  ): Promise<void> {
    const { confirmAdult, revokeAdult, ...fields } = changes;
    const age = confirmAdult
      ? { ageConfirmedAt: sql`coalesce(${users.ageConfirmedAt}, now())` }
      : revokeAdult
        ? { ageConfirmedAt: null }
        : {};
    await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ ...fields, ...age, updatedAt: sql`now()` })
        .where(eq(users.id, id));
      if (audit) await tx.insert(accountAudit).values({ userId: id, actorId: id, ...audit });
    });
  }

  /** Why and since when an operator blocked the member; null when they may sign in. */
  async block(id: number): Promise<{ at: string; reason: string } | null> {
    const [row] = await this.db
      .select({ at: users.blockedAt, reason: users.blockedReason })
      .from(users)
      .where(eq(users.id, id));
    return row?.at ? { at: row.at.toISOString(), reason: row.reason ?? '' } : null;
  }

  /** An operator's change of the member's role or block (null lifts it); false when there is no such member. */
  async setStanding(id: number, change: { role: UserRole } | { block: { reason: string } | null }): Promise<boolean> {
    const set =
      'role' in change
        ? { role: change.role }
        : change.block
          ? { blockedAt: sql`coalesce(${users.blockedAt}, now())`, blockedReason: change.block.reason }
          : { blockedAt: null, blockedReason: null };
    const changed = await this.db
      .update(users)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning({ id: users.id });
    return changed.length > 0;
  }

  /** Deletes the member; sessions go with them, their reviews and visits stay without a name. */
  async delete(id: number): Promise<void> {
    await this.db.delete(users).where(eq(users.id, id));
  }
}
