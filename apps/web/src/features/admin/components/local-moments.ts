/** An ISO moment as a `datetime-local` value in this browser's time zone (minutes); blank for none. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const moment = new Date(iso);
  const local = new Date(moment.getTime() - moment.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A `datetime-local` value (the operator's own time) as an ISO moment; null when blank, the text itself when not a moment (refused beside its field). */
export function fromLocalInput(text: string): string | null {
  if (!text.trim()) return null;
  const moment = new Date(text);
  return Number.isNaN(moment.getTime()) ? text : moment.toISOString();
}
