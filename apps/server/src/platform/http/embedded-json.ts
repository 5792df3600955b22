/**
 * Data written into the page as JSON the app reads at start instead of asking for it: one round
 * trip fewer before the first screen. Not a script the browser runs (so CSP has nothing to
 * allow); `<` is escaped so no value can close the element.
 */
export function embeddedJson(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}
