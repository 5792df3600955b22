import type { Page } from 'playwright-core';

/** The newest code in the demo outbox for a number (E.164), as a tester reads it. */
export async function codeFor(page: Page, e164: string): Promise<string> {
  const outbox = await page.request.get(`/api/dev/sms-outbox?mobile=${encodeURIComponent(e164)}`);
  return /\d{6}/.exec(((await outbox.json()) as { items: { body: string }[] }).items[0]?.body ?? '')?.[0] ?? '';
}

/**
 * Signs the page's browser profile in through the sign-in API (the sign-in journeys cover the
 * pages themselves); the page must already be on the site, for the Origin header.
 */
export async function signInWithApi(page: Page, e164: string): Promise<void> {
  const headers = { origin: new URL(page.url()).origin };
  await page.request.post('/api/create-user-mobile/', { data: { mobile: e164 }, headers });
  const otp = await codeFor(page, e164);
  const response = await page.request.post('/api/verify-user-mobile/', { data: { mobile: e164, otp }, headers });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
}
