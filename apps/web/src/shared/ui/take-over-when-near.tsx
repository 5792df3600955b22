import { Suspense, use, useEffect, useId, useMemo, useState, type ReactNode } from 'react';

/**
 * A page the server drew is on screen before its code runs; taking all of it over (hydration) at
 * once kept a phone's main thread busy for most of a second, mostly for rails below the fold that
 * nobody had scrolled to. A part wrapped in `TakeOverWhenNear` keeps the server's HTML (links work
 * as plain links meanwhile) and is taken over when it comes within half a screen of view, or as
 * soon as the visitor does anything at all: presses, types, scrolls, moves the mouse, or the app
 * navigates.
 * Parts drawn by the browser itself render at once, as anything else.
 */
export function TakeOverWhenNear({ children }: { children: ReactNode }) {
  const id = useId();
  // Until the part is taken over it keeps the children it was drawn with, as the very same element:
  // React answers an update to a part it has not taken over (a parent drawing again hands down new
  // elements) by dropping the drawn HTML for the fallback, an empty space until the part opens.
  const [drawnWith] = useState(children);
  const [takenOver, setTakenOver] = useState(false);
  const shown = takenOver ? children : drawnWith;
  const part = useMemo(
    () => (
      <Suspense fallback={null}>
        <Gate id={id} onTakenOver={setTakenOver}>
          {shown}
        </Gate>
      </Suspense>
    ),
    [id, shown],
  );
  return (
    // `display: contents`: the wrapper only marks the drawn part for the browser to watch; it
    // takes no place in the layout.
    <div data-take-over={id} style={{ display: 'contents' }}>
      {part}
    </div>
  );
}

function Gate({
  id,
  onTakenOver,
  children,
}: {
  id: string;
  onTakenOver: (takenOver: true) => void;
  children: ReactNode;
}) {
  const waiting = gateOf(id);
  if (waiting) use(waiting);
  // Runs once React owns the part: from then on it follows its parent as any other component.
  useEffect(() => onTakenOver(true), [onTakenOver]);
  return children;
}

interface PendingPart {
  reached: Promise<void>;
  letIn: () => void;
}

const parts = new Map<string, PendingPart>();
/** Parts let in: they never wait again (a promise met later would still hold React up a moment). */
const opened = new Set<string>();
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
  for (const part of [...parts.values()]) part.letIn();
}

/** What a part waits for before it is taken over; `null` when it need not wait. */
function gateOf(id: string): Promise<void> | null {
  if (opened.has(id)) return null;
  const known = parts.get(id);
  if (known) return known.reached;
  if (!takingOver || typeof document === 'undefined') return null;
  const drawn = document.querySelector(`[data-take-over="${CSS.escape(id)}"]`);
  if (!drawn || drawn.childElementCount === 0) return null;
  let resolve = () => {};
  const reached = new Promise<void>((settle) => (resolve = settle));
  const near = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) part.letIn();
    },
    { rootMargin: '50% 50%' },
  );
  const part: PendingPart = {
    reached,
    letIn: () => {
      near.disconnect();
      parts.delete(id);
      opened.add(id);
      resolve();
    },
  };
  for (const child of drawn.children) near.observe(child);
  parts.set(id, part);
  return reached;
}
