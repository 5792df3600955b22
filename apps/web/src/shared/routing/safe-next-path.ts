/** Any origin will do: only whether `next` stays on it matters. */
const PROBE_ORIGIN = 'https://reelhouse.invalid';

/** A backslash (which browsers read as a slash) or a control character, as typed or once decoded. */
function hasSlashTricks(text: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    return true;
  }
  return [text, decoded].some(
    (candidate) =>
      candidate.startsWith('//') ||
      [...candidate].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f),
  );
}

/**
 * Where to go after signing in: only a path on this site. Browsers read a backslash as a slash
 * (`/\evil.example` is `//evil.example`, another site), so anything with a backslash, a control
 * character or a second leading slash — typed or percent-encoded — is refused, as is anything that
 * does not resolve to this origin; the member then lands home.
 */
export function safeNextPath(next: string | null): string | null {
  if (!next?.startsWith('/') || hasSlashTricks(next)) return null;
  const url = new URL(next, PROBE_ORIGIN);
  return url.origin === PROBE_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : null;
}
