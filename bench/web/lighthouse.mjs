// Lighthouse's own mobile audit (its default preset: a mid-range phone on a slow 4G link, both
// simulated) of a few pages, through Debian's Chromium opened by playwright-core with a debugging
// port for Lighthouse to drive.
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { freePort } from '../support/processes.mjs';

/**
 * For each URL, audited `runs` times: every run's performance and accessibility scores (0–100)
 * and the figures behind performance.
 */
export async function lighthouseScores(urls, runs) {
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  const results = [];
  try {
    for (const url of urls) {
      const audits = [];
      for (let run = 0; run < runs; run++) audits.push(await audit(url, port));
      results.push(audits);
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** One Lighthouse audit of `url`. */
async function audit(url, port) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  const ms = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    cls: ms('cumulative-layout-shift'),
    failing: Object.values(lhr.categories.accessibility.auditRefs)
      .map((ref) => lhr.audits[ref.id])
      .filter((found) => found && found.score === 0)
      .map((found) => found.id),
  };
}
