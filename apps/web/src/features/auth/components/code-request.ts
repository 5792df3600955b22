import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
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
  if (error.status === 403) return t('login.errors.blocked');
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
