import {
  kidsRatings,
  MAX_PROFILES,
  type PlayerSettings,
  type ProfileLockCode,
  type ViewerProfile,
  type ViewerProfileCreate,
  type ViewerProfileList,
  type ViewerProfileSelect,
  type ViewerProfileUpdate,
} from '@reelhouse/contracts/profiles';
import type { AgeRating } from '@reelhouse/contracts/catalogue';
import type { ActiveProfile, CurrentSession } from '../../platform/auth/session-requests';
import { AppError, fieldError } from '../../platform/errors/app-error';
import type { Db } from '@reelhouse/db/database';
import { removeImageFiles } from '../../platform/images/image-sets';
import { pictureShapes, storeUploadedPicture } from '../../platform/images/uploaded-pictures';
import type { RateLimiter } from '../../platform/limits/rate-limiter';
import type { BlobStore } from '../../platform/storage/blob-store';
import type { OneTimeCodes } from './one-time-codes.service';
import { hashPassword } from './passwords';
import { checkPin } from './pin-checks';
import type { Sessions } from './sessions.repository';
import type { ViewerProfileFields, ViewerProfilesRepository } from './viewer-profiles.repository';

/** A profile as it leaves the server: whether it is locked, never the lock's hash. */
const withoutLock = ({ lockPinHash: _hash, ...profile }: ViewerProfile & { lockPinHash: string | null }) => profile;
const noProfile = () => new AppError('not_found', 'There is no such profile on this account.');
const holderOnly = (what: string) =>
  new AppError('forbidden', `Only the account holder’s profile can ${what}.`, { reason: 'holder_only' });

/**
 * The people watching on one account. The holder's profile manages the household (adds, removes,
 * sets limits); every other grown-up profile looks after its own name, avatar, language and lock; a
 * kids profile changes nothing (its routes refuse it). A limit of A needs the account's 18+
 * confirmation, a kids profile stays within U/A 7+.
 */
export class ViewerProfiles {
  constructor(
    private readonly profiles: ViewerProfilesRepository,
    private readonly sessions: Sessions,
    private readonly codes: OneTimeCodes,
    private readonly limiter: RateLimiter,
    private readonly storage: { db: Db; store: BlobStore },
  ) {}

  async list(session: CurrentSession): Promise<ViewerProfileList> {
    return { profiles: await this.profiles.list(session.user.id), current: session.profile?.id ?? null };
  }

  async create(session: CurrentSession, input: ViewerProfileCreate): Promise<ViewerProfile> {
    this.requireHolder(session, 'add profiles');
    const fields = { ...input, kids: input.kids ?? false, autoplayPreviews: input.autoplayPreviews ?? true };
    this.checkLimit(session, fields.maturityLimit, fields.kids);
    const id = await this.profiles.create(session.user.id, fields, MAX_PROFILES);
    if (id === null) {
      throw new AppError('conflict', `An account has at most ${MAX_PROFILES} profiles. Remove one to add another.`, {
        reason: 'profiles_full',
      });
    }
    return this.found(session.user.id, id);
  }

  async update(session: CurrentSession, id: number, input: ViewerProfileUpdate): Promise<ViewerProfile> {
    const current = await this.changeable(session, id);
    // Sending back the limits a profile already has changes nothing, so it needs no say-so.
    const settingLimits =
      (input.maturityLimit !== undefined && input.maturityLimit !== current.maturityLimit) ||
      (input.kids !== undefined && input.kids !== current.kids);
    if (settingLimits) {
      this.requireHolder(session, 'change what a profile may watch');
      const kids = input.kids ?? current.kids;
      if (kids && current.owner) {
        throw fieldError('validation_failed', 'kids', 'The account holder’s profile cannot be a kids profile.');
      }
      this.checkLimit(session, input.maturityLimit ?? current.maturityLimit, kids);
    }
    const { lockPin, ...rest } = input;
    const fields: ViewerProfileFields = { ...rest };
    if (lockPin !== undefined) fields.lockPinHash = lockPin === null ? null : await hashPassword(lockPin);
    await this.profiles.update(session.user.id, id, fields);
    return this.found(session.user.id, id);
  }

  /** What the player remembers for the profile watching on a device (a kids profile too: it is its own). */
  async savePlayerSettings(
    session: CurrentSession,
    profile: ActiveProfile,
    settings: PlayerSettings,
  ): Promise<PlayerSettings> {
    await this.profiles.setPlayerSettings(session.user.id, profile.id, settings);
    return settings;
  }

  /** Ownership is checked before the picture is decoded: nobody else's upload costs us work. */
  async setPicture(session: CurrentSession, id: number, bytes: Buffer | null): Promise<ViewerProfile> {
    await this.changeable(session, id);
    const imageId =
      bytes === null
        ? null
        : await storeUploadedPicture(this.storage.db, this.storage.store, bytes, pictureShapes.profilePicture);
    await this.profiles.setPicture(session.user.id, id, imageId);
    return this.found(session.user.id, id);
  }

  /** The daily clean-up: pictures no profile shows any more, rows and files. Returns how many. */
  async removeUnusedPictures(): Promise<number> {
    const unused = await this.profiles.deleteUnusedPictures();
    for (const image of unused) await removeImageFiles(this.storage.store, image);
    return unused.length;
  }

  async remove(session: CurrentSession, id: number): Promise<void> {
    this.requireHolder(session, 'remove profiles');
    const target = await this.profiles.find(session.user.id, id);
    if (!target) throw noProfile();
    if (target.owner) throw new AppError('conflict', 'The account holder’s profile cannot be removed.');
    await this.profiles.delete(session.user.id, id);
  }

  /**
   * Watch as a profile on this device. A locked profile needs its PIN (or a sign-in code to the
   * account's number when it is forgotten), unless the device already watches as it.
   */
  async select(session: CurrentSession, id: number, input: ViewerProfileSelect, ip: string): Promise<ViewerProfile> {
    const target = await this.profiles.find(session.user.id, id);
    if (!target) throw noProfile();
    if (target.lockPinHash && session.profile?.id !== id) {
      if (input.otp) await this.codes.verify(session.user.mobile, input.otp, ip);
      else {
        await checkPin(this.limiter, `profile-pin:member:${session.user.id}`, target.lockPinHash, input.pin, 'pin');
      }
    }
    await this.sessions.setProfile(session.idHash, id);
    return withoutLock(target);
  }

  /** A profile this one may change: its own, or (for the holder) any of the account's. */
  private async changeable(session: CurrentSession, id: number) {
    const current = await this.profiles.find(session.user.id, id);
    if (!current) throw noProfile();
    if (session.profile?.id !== id) this.requireHolder(session, 'change another profile');
    return current;
  }

  /**
   * A sign-in code to the account's number, for whoever forgot a profile's PIN: the account's
   * holder has the phone, so the code proves the right to open any of its profiles.
   */
  async sendLockCode(session: CurrentSession, ip: string): Promise<ProfileLockCode> {
    const sent = await this.codes.issue(session.user.mobile, ip);
    const digits = session.user.mobile.replace(/\D/g, '');
    return { sentTo: `•••• ${digits.slice(-4)}`, ...sent };
  }

  private requireHolder(session: CurrentSession, what: string): void {
    if (!session.profile?.owner) throw holderOnly(what);
  }

  /** A's limit needs an account confirmed 18+; a kids profile's stays within what children may watch. */
  private checkLimit(session: CurrentSession, limit: AgeRating, kids: boolean): void {
    if (limit === 'A' && !session.user.adultConfirmed) {
      throw fieldError(
        'validation_failed',
        'maturityLimit',
        'A-rated titles need the account holder to confirm being 18 or older in My Account first.',
      );
    }
    if (kids && !kidsRatings.includes(limit)) {
      throw fieldError('validation_failed', 'maturityLimit', `A kids profile may watch up to ${kidsRatings.at(-1)}.`);
    }
  }

  private async found(userId: number, id: number): Promise<ViewerProfile> {
    const row = await this.profiles.find(userId, id);
    if (!row) throw noProfile();
    return withoutLock(row);
  }
}
