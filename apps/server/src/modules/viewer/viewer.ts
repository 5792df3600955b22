import type { FastifyRequest } from 'fastify';

/** Who is asking, as far as what they may see is concerned. */
export interface Viewer {
  userId: number | null;
  /** Confirmed being 18 or older: only then do A-rated titles exist for them. */
  adultConfirmed: boolean;
}

export const anonymousViewer: Viewer = { userId: null, adultConfirmed: false };

/** The viewer behind a request: its signed-in member, or anonymous. */
export function viewerOf(request: FastifyRequest): Viewer {
  const user = request.session?.user;
  return user ? { userId: user.id, adultConfirmed: user.adultConfirmed } : anonymousViewer;
}
