import type { FastifyRequest } from 'fastify';
import type { AgeRating } from '@reelhouse/contracts/catalogue';

/** Who is asking, as far as what they may see is concerned. */
export interface Viewer {
  userId: number | null;
  /** Confirmed being 18 or older: only then do A-rated titles exist for them. */
  adultConfirmed: boolean;
  /** A parental PIN is set and was not entered on this device: A and U/A 16+ are locked. */
  parentalLocked: boolean;
}

export const anonymousViewer: Viewer = { userId: null, adultConfirmed: false, parentalLocked: false };

/** The viewer behind a request: its signed-in member, or anonymous. */
export function viewerOf(request: FastifyRequest): Viewer {
  const user = request.session?.user;
  return user
    ? { userId: user.id, adultConfirmed: user.adultConfirmed, parentalLocked: user.parentalLock === 'locked' }
    : anonymousViewer;
}

/** The age ratings a viewer may not see: A until they confirm 18+, and U/A 16+ too behind a parental lock. */
export function hiddenRatings(viewer: Viewer): AgeRating[] {
  if (viewer.parentalLocked) return ['A', 'U/A 16+'];
  return viewer.adultConfirmed ? [] : ['A'];
}
