import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { problemsOfIssues, type FieldProblems } from '../../../shared/forms/field-problems';
import { ApiError } from '../../../shared/api/api-client';

/** What went wrong with a code request or sign-in, in the reader's language: the server's texts are English. */
export function signInProblemText(error: unknown, field: 'mobile' | 'otp', t: TFunction<'account'>): string {
  if (!(error instanceof ApiError)) return t('login.errors.failed');
  if (error.status === 0) return t('login.errors.network');
  if (error.status === 429) {
    const seconds = error.retryAfterSeconds ?? 60;
    return seconds <= 90
      ? t('login.errors.waitSeconds', { count: seconds })
      : t('login.errors.waitMinutes', { count: Math.ceil(seconds / 60) });
  }
  if (error.status === 400) return field === 'mobile' ? t('login.errors.mobile') : t('login.errors.code');
  return t('login.errors.failed');
}

/** A whole-second countdown: `start(n)` counts n down to 0, one step a second. */
export function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left === 0) return;
    const timer = window.setTimeout(() => setLeft((value) => Math.max(0, value - 1)), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}

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

/**
 * What is wrong with a form whose mobile number a code proves (sign-up, password reset): the
 * schema's findings, and the code field while no code was sent yet.
 */
export function codeFormProblems(result: z.ZodSafeParseResult<unknown>, sentTo: string | null): FieldProblems {
  const found = new Map(result.success ? [] : problemsOfIssues(result.error.issues));
  if (sentTo === null) found.set('otp', 'invalid');
  return found;
}
