import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { launchChromium } from '../../scripts/chromium.mjs';

export const baseUrl = () => inject('baseUrl');

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1440, height: 900 };

/** Every browser a journey opened, so a failing journey can be shown as it stood (failure-report.ts). */
export const openBrowsers = new Set<Browser>();
/** What went wrong on each journey page, for the same report. */
export const problemsOf = new WeakMap<Page, string[]>();

export async function openBrowser(): Promise<Browser> {
  const browser = await launchChromium();
  openBrowsers.add(browser);
  browser.on('disconnected', () => openBrowsers.delete(browser));
  return browser;
}

export interface JourneyPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and failed requests seen so far: a CSP violation shows up here. */
  problems: string[];
}

/**
 * A fresh browser profile (no storage carried over) with a page that records what went wrong.
 * `address` makes the journey come from that client address (through the proxy the e2e server
 * trusts): sign-in codes are limited per address, and one address for every journey would run out.
 */
export async function newJourney(browser: Browser, viewport = DESKTOP, address?: string): Promise<JourneyPage> {
  const context = await browser.newContext({
    viewport,
    baseURL: baseUrl(),
    ...(address ? { extraHTTPHeaders: { 'x-forwarded-for': address } } : {}),
  });
  context.on('page', waitForTakeOver);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    // With where it came from: for a failed load that is the resource's address.
    if (message.type() === 'error') problems.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  problemsOf.set(page, problems);
  return { page, context, problems };
}

/** True once React owns the page: until then a drawn page's links load whole documents. */
const pageTakenOver = () => {
  const root = document.getElementById('root');
  if (!root) return true;
  const first = root.firstElementChild;
  return first !== null && Object.keys(first).some((key) => key.startsWith('__reactFiber$'));
};

/**
 * Makes `goto` and `reload` return once the app has taken the page over, as a person would wait
 * for a page to respond. Presses and typing before that are handed to the app once it has the page
 * (see drawn-pages.test.ts), but a link followed at once loads a new document rather than moving
 * within the app, and a journey would test the drawn HTML rather than the app.
 */
export function waitForTakeOver(page: Page): void {
  for (const method of ['goto', 'reload'] as const) {
    const original = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await original(...args);
        await page.waitForFunction(pageTakenOver);
        return response;
      },
    });
  }
}
