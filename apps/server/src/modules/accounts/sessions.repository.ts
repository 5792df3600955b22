import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '@reelhouse/db/database';
import { profiles, sessions, users } from '@reelhouse/db/schema/accounts';
import type { AgeRating } from '@reelhouse/contracts/catalogue';
import { strictestLimit } from '@reelhouse/contracts/profiles';
import { viewerProfileJson } from './viewer-profile-columns';
import type { CurrentSession } from '../../platform/auth/session-requests';
import { Batcher } from '../../platform/batcher';
import { displayNameOf } from './members.repository';

type SessionRow = Awaited<ReturnType<Sessions['lookup']>>[number];

/** The token handed out is 256 random bits; the database only ever sees its SHA-256. */
const hashSessionId = (id: string): string => createHash('sha256').update(id).digest('base64url');

/** How long since it was last seen sessions stay valid before we write last-seen again. */
const TOUCH_AFTER_MS = 5 * 60_000;

/**
 * Server-side sessions: created at sign-in (always a new id), found from the cookie or a bearer
 * token, expired when idle or too old, revoked at log-out.
 */
export class Sessions {
  /** Every request looks its session up: those arriving together are read in one statement. */
  private readonly lookups = new Batcher<string, SessionRow | undefined>(async (hashes) => {
    const found = await this.lookup([...new Set(hashes)]);
    const byHash = new Map(found.map((row) => [row.idHash, row]));
    return hashes.map((hash) => ({ ok: true, value: byHash.get(hash) }));
  });

  /** Told the id hashes of sessions as they end, so what was bound to them (playback links) stops at once. */
  private readonly endedListeners: ((idHashes: string[]) => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly lifetime: { idleDays: number; absoluteDays: number },
  ) {}

  onEnded(listener: (idHashes: string[]) => void): void {
    this.endedListeners.push(listener);
  }

  private ended(revoked: { idHash: string }[]): void {
    const idHashes = revoked.map((row) => row.idHash);
    if (idHashes.length > 0) for (const listener of this.endedListeners) listener(idHashes);
  }

  /**
   * A new signed-in device. It watches as the account's profile when there is only one and it has
   * no lock; otherwise whoever holds the device says who is watching first.
   */
  async create(userId: number, device: string, ip: string): Promise<string> {
    const id = randomBytes(32).toString('base64url');
    const onlyOpenProfile = sql`(select min(p.id) from ${profiles} p where p.user_id = ${userId}
                                   having count(*) = 1 and bool_and(p.lock_pin_hash is null))`;
    await this.db
      .insert(sessions)
      .values({ idHash: hashSessionId(id), userId, device: device.slice(0, 200), ip, profileId: onlyOpenProfile });
    return id;
  }

  async find(id: string): Promise<CurrentSession | null> {
    const idHash = hashSessionId(id);
    const row = await this.lookups.submit(idHash);
    if (!row) return null;
    if (Date.now() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
      await this.db
        .update(sessions)
        .set({ lastSeenAt: sql`now()` })
        .where(eq(sessions.idHash, idHash));
    }
    return {
      idHash,
      user: {
        id: row.id,
        mobile: row.mobile,
        displayName: displayNameOf(row),
        role: row.role,
        adultConfirmed: row.ageConfirmedAt !== null,
        parentalLock: !row.pinSet ? 'off' : row.pinUnlockedAt ? 'unlocked' : 'locked',
        strictestProfileLimit: strictestLimit(row.profileLimits ?? []),
      },
      profile: row.profile,
    };
  }

  /** The live sessions with these hashes, with their members. */
  private lookup(idHashes: string[]) {
    return this.db
      .select({
        idHash: sessions.idHash,
        lastSeenAt: sessions.lastSeenAt,
        id: users.id,
        mobile: users.mobile,
        firstName: users.firstName,
        lastName: users.lastName,
        username: users.username,
        role: users.role,
        ageConfirmedAt: users.ageConfirmedAt,
        pinSet: sql<boolean>`${users.parentalPinHash} is not null`,
        pinUnlockedAt: sessions.pinUnlockedAt,
        profile: viewerProfileJson,
        profileLimits: sql<
          AgeRating[]
        >`(select array_agg(a.maturity_limit) from ${profiles} a where a.user_id = ${users.id})`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(profiles, and(eq(profiles.id, sessions.profileId), eq(profiles.userId, sessions.userId)))
      .where(
        and(
          inArray(sessions.idHash, idHashes),
          isNull(sessions.revokedAt),
          // Blocking ends a member's sessions; this keeps one from living on between the two writes.
          isNull(users.blockedAt),
          gt(sessions.lastSeenAt, sql`now() - make_interval(days => ${this.lifetime.idleDays})`),
          gt(sessions.createdAt, sql`now() - make_interval(days => ${this.lifetime.absoluteDays})`),
        ),
      );
  }

  /** The parental PIN was entered on this device (or it is locked again). */
  async setPinUnlocked(idHash: string, unlocked: boolean): Promise<void> {
    await this.db
      .update(sessions)
      .set({ pinUnlockedAt: unlocked ? sql`now()` : null })
      .where(eq(sessions.idHash, idHash));
  }

  /** Who watches on this device from now on. */
  async setProfile(idHash: string, profileId: number): Promise<void> {
    await this.db.update(sessions).set({ profileId }).where(eq(sessions.idHash, idHash));
  }

  /** A new or removed PIN: every device of the member starts locked again. */
  async lockEverywhere(userId: number): Promise<void> {
    await this.db.update(sessions).set({ pinUnlockedAt: null }).where(eq(sessions.userId, userId));
  }

  async revoke(idHash: string): Promise<void> {
    const revoked = await this.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.idHash, idHash), isNull(sessions.revokedAt)))
      .returning({ idHash: sessions.idHash });
    this.ended(revoked);
  }

  /** A member's signed-in devices, most recently used first. */
  list(userId: number) {
    return this.db
      .select({
        idHash: sessions.idHash,
        device: sessions.device,
        ip: sessions.ip,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      .orderBy(desc(sessions.lastSeenAt));
  }

  /** Signs out one of the member's own devices; false when it is not theirs (or already gone). */
  async revokeOwn(userId: number, idHash: string): Promise<boolean> {
    const revoked = await this.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.userId, userId), eq(sessions.idHash, idHash), isNull(sessions.revokedAt)))
      .returning({ idHash: sessions.idHash });
    this.ended(revoked);
    return revoked.length > 0;
  }

  /** Signs the member out everywhere but `keepIdHash` (everywhere when it is null). */
  async revokeOthers(userId: number, keepIdHash: string | null): Promise<void> {
    const revoked = await this.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(sessions.userId, userId),
          keepIdHash === null ? undefined : ne(sessions.idHash, keepIdHash),
          isNull(sessions.revokedAt),
        ),
      )
      .returning({ idHash: sessions.idHash });
    this.ended(revoked);
  }
}
