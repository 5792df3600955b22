import { useLayoutEffect, useRef, useState } from 'react';

/**
 * How much of the header fits, measured rather than guessed: menu labels run twice as long in
 * Greek as in English, and breakpoints chosen for one language pushed the page sideways in
 * another. In order, as room runs out: everything shows (`full`); the optional text buttons
 * (Subscribe, Log in / Log Out — the account icon stands in for them) step aside (`compact`);
 * then the menu bar folds behind the menu button (`folded`) and they come back. Hidden parts keep
 * their size (the menu bar its place, the buttons out of the flow) so every width can be measured
 * again, and the first decision is made before the browser paints, so nothing jumps. A page drawn
 * on the server starts `unmeasured`, folded by a media query until the browser measures.
 */
export type HeaderFit = 'full' | 'compact' | 'folded' | 'unmeasured';

/** Marks a header control that steps aside before the menu folds. */
export const OPTIONAL_CONTROL = 'data-header-optional';

export function useMenuFits() {
  const nav = useRef<HTMLElement>(null);
  /** The menu button that stands in for the bar: its room comes back when the bar returns. */
  const toggle = useRef<HTMLButtonElement>(null);
  const [fit, setFit] = useState<HeaderFit>('unmeasured');

  useLayoutEffect(() => {
    const bar = nav.current;
    const list = bar?.firstElementChild;
    const header = bar?.parentElement;
    if (!bar || !list || !header) return;
    /** What a control takes from the row: its width, its margin and the row's gap before it. */
    const widthOf = (element: Element) => {
      const style = getComputedStyle(element);
      if (style.display === 'none') return 0;
      const gap = element.parentElement ? parseFloat(getComputedStyle(element.parentElement).columnGap) || 0 : 0;
      return element.getBoundingClientRect().width + parseFloat(style.marginInlineStart) + gap;
    };
    const measure = () => {
      const optional = [...header.querySelectorAll(`[${OPTIONAL_CONTROL}]`)];
      const optionalRoom = optional.reduce((sum, element) => sum + widthOf(element), 0);
      const tucked = optional.some((element) => element.classList.contains('is-tucked'));
      const button = toggle.current;
      const toggleRoom = button ? widthOf(button) : 0;
      // The room the menu bar would have with no menu button and every optional control aside.
      const most = bar.clientWidth + toggleRoom + (tucked ? 0 : optionalRoom);
      const needed = list.getBoundingClientRect().width + parseFloat(getComputedStyle(list).marginInlineStart);
      setFit(needed <= most - optionalRoom ? 'full' : needed <= most ? 'compact' : 'folded');
    };
    measure();
    // Folding changes the bar's own width: measuring again in the next frame, not inside the
    // observer's delivery, keeps the browser from reporting a resize loop.
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    });
    observer.observe(bar);
    observer.observe(list);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, []);

  return { nav, toggle, fit };
}
