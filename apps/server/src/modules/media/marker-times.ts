/** Seconds from `75`, `1:15`, `1:02:03` or `1:15.5`; null when the text is none of these. */
export function parseTime(text: string): number | null {
  if (!/^\d+(?::\d{1,2}){0,2}(?:\.\d+)?$/.test(text.trim())) return null;
  return text
    .trim()
    .split(':')
    .reduce((total, part) => total * 60 + Number(part), 0);
}

/** An intro given as `start-end` (`0:05-0:35`), or `none`. */
export function parseIntro(text: string): { start: number; end: number } | 'none' | null {
  if (text === 'none') return 'none';
  const [start, end, extra] = text.split('-').map(parseTime);
  if (start == null || end == null || extra !== undefined || start >= end) return null;
  return { start, end };
}
