import type { FastifyRequest } from 'fastify';
import { ageRatings, type AgeRating } from '@reelhouse/contracts/catalogue';
import { ratingsAbove } from '@reelhouse/contracts/profiles';
import { AppError } from '../errors/app-error';

/** Who is asking, as far as what they may see is concerned. */
export interface Viewer {
  userId: number | null;
  /** Confirmed being 18 or older: only then do A-rated titles exist for them. */
  adultConfirmed: boolean;
  /** A parental PIN is set and was not entered on this device: A and U/A 16+ are locked. */
  parentalLocked: boolean;
  /** The highest rating the profile watching may see ('A' for visitors: the age gate covers them). */
  profileLimit: AgeRating;
}

export const anonymousViewer: Viewer = {
  userId: null,
  adultConfirmed: false,
  parentalLocked: false,
  profileLimit: 'A',
};

/** The viewer behind a request: its signed-in member as the chosen profile, or anonymous. */
export function viewerOf(request: FastifyRequest): Viewer {
  const session = request.session;
  if (!session) return anonymousViewer;
  const { user, profile } = session;
  return {
    userId: user.id,
    adultConfirmed: user.adultConfirmed,
    parentalLocked: user.parentalLock === 'locked',
    profileLimit: profile?.maturityLimit ?? user.strictestProfileLimit,
  };
}

/** What keeps a rating from a viewer, first the account's own rules, then the profile's limit; null when nothing does. */
export type HiddenBecause = 'age_gate' | 'parental_lock' | 'profile_limit';

export function hiddenBecause(viewer: Viewer, rating: AgeRating): HiddenBecause | null {
  if (rating === 'A' && !viewer.adultConfirmed) return 'age_gate';
  if (viewer.parentalLocked && (rating === 'A' || rating === 'U/A 16+')) return 'parental_lock';
  if (ratingsAbove(viewer.profileLimit).includes(rating)) return 'profile_limit';
  return null;
}

/**
 * The age ratings a viewer may not see, in the ratings' own order: A until they confirm 18+, U/A
 * 16+ too behind a parental lock, and everything above the profile's limit.
 */
export function hiddenRatings(viewer: Viewer): AgeRating[] {
  return ageRatings.filter((rating) => hiddenBecause(viewer, rating) !== null);
}

/** The refusal of a title above the profile's limit, the same wherever it is asked for. */
export const aboveProfileLimit = (rating: AgeRating) =>
  new AppError('content_restricted', `This title is rated ${rating}, above what this profile may watch.`, {
    reason: 'profile_limit',
  });
