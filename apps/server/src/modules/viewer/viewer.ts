import type { FastifyRequest } from 'fastify';

/** Who is asking, as far as what they may see is concerned. */
export interface Viewer {
  userId: number | null;
  /** Confirmed being 18 or older: only then do A-rated titles exist for them. */
  adultConfirmed: boolean;
}

export const anonymousViewer: Viewer = { userId: null, adultConfirmed: false };

/**
 * The viewer behind a request. Sign-in arrives with the accounts capability, which resolves the
 * session here; until then no request carries one, so every viewer is anonymous.
 */
export function viewerOf(request: FastifyRequest): Viewer {
  void request;
  return anonymousViewer;
}
