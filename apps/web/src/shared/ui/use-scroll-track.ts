import { prefersReducedMotion } from './reduced-motion';
import { useEffect, useState, type RefObject } from 'react';

export interface ScrollTrack {
  /** Whether the track shows its first or last stretch (the arrow buttons there are disabled). */
  atStart: boolean;
  atEnd: boolean;
  /** Which viewport-wide page is in view, for one-item-per-page tracks such as the hero. */
  page: number;
  /** Moves forwards (+1) or backwards (-1) by one view, in reading order. */
  step: (pages: number) => void;
  /** Shows page `index` (0-based). */
  goTo: (index: number) => void;
}

/**
 * A horizontally scrolling track of items that CSS snaps into place: the browser does the swiping,
 * momentum and keyboard scrolling; this follows where it is and scrolls by pages. Right-to-left
 * tracks scroll towards negative positions, so distances are read and set with the sign of the
 * direction.
 */
export function useScrollTrack(track: RefObject<HTMLElement | null>, direction: 'ltr' | 'rtl'): ScrollTrack {
  const [state, setState] = useState({ atStart: true, atEnd: false, page: 0 });
  const sign = direction === 'rtl' ? -1 : 1;

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    let frame = 0;
    const measure = () => {
      const position = Math.abs(element.scrollLeft);
      const end = element.scrollWidth - element.clientWidth;
      const page = element.clientWidth > 0 ? Math.round(position / element.clientWidth) : 0;
      setState((last) => {
        const next = { atStart: position <= 1, atEnd: position >= end - 1, page };
        return last.atStart === next.atStart && last.atEnd === next.atEnd && last.page === next.page ? last : next;
      });
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        measure();
      });
    };
    element.addEventListener('scroll', schedule, { passive: true });
    // The first measurement comes with the observer's first report, made after the browser's own
    // layout: measuring at mount instead made every rail lay the page out again (and rails the
    // browser skips while out of sight, all of theirs).
    const resized = new ResizeObserver(measure);
    resized.observe(element);
    // Items added or removed change how far the track scrolls without changing its own size.
    const changed = new MutationObserver(schedule);
    changed.observe(element, { childList: true });
    return () => {
      element.removeEventListener('scroll', schedule);
      resized.disconnect();
      changed.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [track]);

  const behavior: ScrollBehavior = typeof window !== 'undefined' && prefersReducedMotion() ? 'auto' : 'smooth';
  // Plain functions: the React Compiler memoizes them.
  const scrollBy = (pages: number) => {
    const element = track.current;
    element?.scrollBy({ left: sign * pages * element.clientWidth, behavior });
  };
  const scrollToPage = (index: number) => {
    const element = track.current;
    element?.scrollTo({ left: sign * index * element.clientWidth, behavior });
  };
  return { ...state, step: scrollBy, goTo: scrollToPage };
}
