/**
 * Lighthouse performance scores (desktop preset: its simulated network and CPU) in Debian's
 * Chromium, launched with the suite's flags so nothing leaves loopback.
 */
import { CHROMIUM_LAUNCH_OPTIONS } from '../chromium';

/** The Lighthouse performance score (0-100) and its metrics in ms (CLS unitless) for each URL, in order. */
export async function lighthouseScores(urls: readonly string[]): Promise<Array<{ url: string; score: number; metrics: Record<string, number> }>> {
  // Both packages are ES modules only.
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_LAUNCH_OPTIONS.executablePath,
    chromeFlags: ['--headless=new', ...(CHROMIUM_LAUNCH_OPTIONS.args ?? [])],
  });
  try {
    const results = [];
    for (const url of urls) {
      const run = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, desktopConfig);
      const lhr = run?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      results.push({
        url,
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        metrics: {
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          si: audit('speed-index'),
        },
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
