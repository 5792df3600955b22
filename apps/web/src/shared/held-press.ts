declare global {
  interface Window {
    /** Set by start-after-paint.js on a page the server drew: stops holding presses, gives the last. */
    reelhouseTakeHeldPress?: () => HTMLButtonElement | null;
  }
}

/**
 * The button pressed on a drawn page before the app took it over, if any; from this call on,
 * presses reach the app. Call it in the same task as React takes the page over, so none falls
 * between the two.
 */
export function takeHeldPress(): HTMLButtonElement | null {
  return window.reelhouseTakeHeldPress?.() ?? null;
}

/** Gives up on a press the app could not answer within this time: a late surprise is worse. */
const PRESS_AGAIN_WITHIN_MS = 10_000;

/**
 * Presses the held button again once React has taken it over, that is once React's mark for its
 * props is on the element (its handlers are known from then on). A button the app redrew instead
 * (no longer in the document) is left alone.
 */
export function pressAgainWhenTakenOver(button: HTMLButtonElement): void {
  const deadline = performance.now() + PRESS_AGAIN_WITHIN_MS;
  const takenOver = () => Object.keys(button).some((key) => key.startsWith('__reactProps$'));
  const check = () => {
    if (!button.isConnected || performance.now() > deadline) return;
    if (takenOver()) button.click();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}
