import { Suspense, use, useId, type ReactNode } from 'react';

/**
 * A page the server drew is on screen before its code runs; taking all of it over (hydration) at
 * once kept a phone's main thread busy for most of a second, mostly for rails below the fold that
 * nobody had scrolled to. A part wrapped in `TakeOverWhenNear` keeps the server's HTML (links work
 * as plain links meanwhile) and is taken over when it comes within half a screen of view, or as soon as
 * the visitor does anything at all: presses, types, scrolls, moves the mouse or the app navigates.
 * Parts drawn by the browser itself render at once, as anything else.
 */
export function TakeOverWhenNear({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    // `display: contents`: the wrapper only marks the drawn part for the browser to watch; it
    // takes no place in the layout.
    <div data-take-over={id} style={{ display: 'contents' }}>
      <Suspense fallback={null}>
        <Gate id={id}>{children}</Gate>
      </Suspense>
    </div>
  );
}

function Gate({ id, children }: { id: string; children: ReactNode }) {
  const waiting = gateOf(id);
  if (waiting) use(waiting);
  return children;
}

interface PendingPart {
  reached: Promise<void>;
  open: () => void;
}

const parts = new Map<string, PendingPart>();
let takingOver = false;
const INPUTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'focusin'] as const;

/** main.tsx calls this just before React takes over a drawn page. */
export function beginTakeOver() {
  takingOver = true;
  for (const input of INPUTS) window.addEventListener(input, takeOverEverything, { capture: true, passive: true });
}

/** Takes over every part still waiting; from now on nothing waits. */
export function takeOverEverything() {
  takingOver = false;
  for (const input of INPUTS) window.removeEventListener(input, takeOverEverything, { capture: true });
  for (const part of parts.values()) part.open();
}

/** What a part waits for before it is taken over; `null` when it need not wait. */
function gateOf(id: string): Promise<void> | null {
  const known = parts.get(id);
  if (known) return known.reached;
  if (!takingOver || typeof document === 'undefined') return null;
  const drawn = document.querySelector(`[data-take-over="${CSS.escape(id)}"]`);
  if (!drawn || drawn.childElementCount === 0) return null;
  let open = () => {};
  const reached = new Promise<void>((resolve) => (open = resolve));
  const near = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) part.open();
    },
    { rootMargin: '50% 50%' },
  );
  const part: PendingPart = {
    reached,
    open: () => {
      near.disconnect();
      open();
    },
  };
  for (const child of drawn.children) near.observe(child);
  parts.set(id, part);
  return reached;
}
