import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { inject } from 'vitest';
import { signInWithApi } from './accounts';
import { DESKTOP, newJourney, type JourneyPage } from './browser';

/** The demo seed's operator (README, the login page's demo notice). */
export const DEMO_OPERATOR = '+919000000001';

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;

/**
 * The demo operator's signed-in cookies: one sign-in for the whole run (codes are limited per
 * number an hour), kept in the run's folder for every console journey file.
 */
export async function demoOperatorCookies(browser: Browser): Promise<Cookies> {
  const kept = path.join(inject('runDir'), 'demo-operator-cookies.json');
  if (existsSync(kept)) return JSON.parse(readFileSync(kept, 'utf8')) as Cookies;
  const { page, context } = await newJourney(browser, DESKTOP, '198.51.100.31');
  await page.goto('/');
  await signInWithApi(page, DEMO_OPERATOR);
  const cookies = await context.cookies();
  await context.close();
  writeFileSync(kept, JSON.stringify(cookies));
  return cookies;
}

/** A journey signed in as the demo operator, in a fresh browser profile. */
export async function operatorJourney(browser: Browser, viewport = DESKTOP): Promise<JourneyPage> {
  const journey = await newJourney(browser, viewport);
  await journey.context.addCookies(await demoOperatorCookies(browser));
  return journey;
}
