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

/**
 * Hands the early input to the app. Call it right after `hydrateRoot`, before React has begun:
 * an event on a part it has not taken over makes React take that part over at once, in full,
 * before the event is handled (how it answers a visitor's early tap). Later, while React is
 * taking a part over in slices, a handler could run before the part was committed, and what it
 * asked of the app was refused (React Router ignores a navigation from a component whose effects
 * have not run). So each element's part is taken over first, by an event that reaches no handler;
 * then the fields are told their value, as if typed now; then, once that is drawn, the press.
 * Elements the app drew afresh (no longer in the document) are left alone.
 */
export function replayEarlyInput({ press, typedIn }: EarlyInput): void {
  const fields = typedIn.filter(isTextField).filter((field) => field.isConnected);
  const pressed = press?.isConnected ? press : null;
  // Capture only (it does not bubble): React takes the part over, and no onInput or onChange runs.
  for (const element of pressed ? [...fields, pressed] : fields) element.dispatchEvent(new Event('input'));
  for (const field of fields) retype(field);
  // React draws what the fields' handlers changed in a microtask queued before this one.
  if (pressed) queueMicrotask(() => pressed.click());
}

type TextField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const UNTYPED_INPUTS = new Set(['checkbox', 'radio', 'file', 'button', 'submit', 'reset', 'image']);

/** Fields whose whole state is their value (a box's press is held, not typed). */
function isTextField(target: EventTarget): target is TextField {
  if (target instanceof HTMLInputElement) return !UNTYPED_INPUTS.has(target.type);
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
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
