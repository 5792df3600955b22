import { useEffect, useRef, useState } from 'react';
import { useSession } from '../../../shared/session/session-query';
import { prefersReducedMotion } from '../../../shared/ui/reduced-motion';

/** A card plays its preview once the pointer has rested on it this long, not as it passes over. */
export const CARD_PREVIEW_AFTER_MS = 900;

const savesData = () =>
  typeof navigator !== 'undefined' &&
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * Whether moving previews may play: not for a profile that switched them off, nor on a device that
 * asks for less motion or less data.
 */
export function usePreviewsWanted(): boolean {
  const { profile } = useSession();
  return (profile?.autoplayPreviews ?? true) && !prefersReducedMotion() && !savesData();
}

/**
 * Hovering with a mouse (or pen) for a moment starts a card's preview; leaving stops it. Touch
 * screens have no hover, and a tap opens the title instead.
 */
export function useHoverPreview(available: boolean) {
  const wanted = usePreviewsWanted();
  const [showing, setShowing] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  if (!available || !wanted) return { showing: false, handlers: {} };
  return {
    showing,
    handlers: {
      onPointerEnter: (event: { pointerType: string }) => {
        if (event.pointerType === 'touch') return;
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => setShowing(true), CARD_PREVIEW_AFTER_MS);
      },
      onPointerLeave: () => {
        window.clearTimeout(timer.current);
        setShowing(false);
      },
    },
  };
}
