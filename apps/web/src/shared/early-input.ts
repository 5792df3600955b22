/** What a visitor did on a drawn page before the app took it over (noted by start-after-paint.js). */
export interface EarlyInput {
  /** The last button, box or radio button pressed; its press was held back. */
  press: HTMLButtonElement | HTMLInputElement | null;
  /** Every field typed into or changed, in the order first touched. */
  typedIn: EventTarget[];
}

declare global {
  interface Window {
    /** Set by start-after-paint.js on a page the server drew: stops noting input and gives it. */
    reelhouseTakeEarlyInput?: () => EarlyInput;
  }
}

/**
 * What the visitor did before the app took the page over; from this call on, input reaches the
 * app. Call it in the same task as React takes the page over, so nothing falls between the two.
 */
export function takeEarlyInput(): EarlyInput | null {
  const input = window.reelhouseTakeEarlyInput?.();
  return input && (input.press || input.typedIn.length > 0) ? input : null;
}

/** Gives up on input the app could not answer within this time: a late surprise is worse. */
const REPLAY_WITHIN_MS = 10_000;

/**
 * Hands the early input to the app once React owns the elements involved (React's mark for their
 * props is on them): the fields first, as if typed now, then, a frame later so their new state is
 * rendered, the press. Elements the app drew afresh (no longer in the document) are left alone.
 */
export function replayWhenTakenOver({ press, typedIn }: EarlyInput): void {
  const fields = typedIn.filter(isTextField);
  const involved: Element[] = press ? [...fields, press] : fields;
  const deadline = performance.now() + REPLAY_WITHIN_MS;
  const replay = () => {
    const present = involved.filter((element) => element.isConnected);
    if (performance.now() > deadline) return;
    if (!present.every(takenOver)) return void requestAnimationFrame(replay);
    for (const field of fields) if (field.isConnected) retype(field);
    if (press?.isConnected) requestAnimationFrame(() => press.click());
  };
  requestAnimationFrame(replay);
}

type TextField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const UNTYPED_INPUTS = new Set(['checkbox', 'radio', 'file', 'button', 'submit', 'reset', 'image']);

/** Fields whose whole state is their value (a box's press is held, not typed). */
function isTextField(target: EventTarget): target is TextField {
  if (target instanceof HTMLInputElement) return !UNTYPED_INPUTS.has(target.type);
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

function takenOver(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

/**
 * Tells React of a value already in the field. React took the field over with that value as
 * its last known one, so an input event alone would be ignored as no change: the value React
 * knows is set back to the drawn one (through the element, which React watches), the typed one
 * restored beneath React's notice (through the prototype), and the event then reads as a change.
 */
function retype(field: TextField) {
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const typed = field.value;
  if (typed === field.defaultValue) return;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
