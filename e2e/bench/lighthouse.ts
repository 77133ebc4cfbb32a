/**
 * Lighthouse performance scores in Debian's Chromium, launched with the suite's flags so nothing
 * leaves loopback, with Lighthouse 12's two presets: `mobile` (its default configuration: a phone's
 * screen, simulated slow 4G and 4× CPU slowdown) and `desktop` (desktop-config.js: simulated
 * cable-class network, no CPU slowdown). The web benchmark's Lighthouse part (web-bench.ts):
 * {@link lighthouseOfRows}.
 */
import { CHROMIUM_LAUNCH_OPTIONS } from '../chromium';
import type { Row } from './web-loads';
import { measures, type Route, ROUTES } from './web-plan';
import { fixed, log } from './web-report';

/** Lighthouse's configurations by name. */
type LighthousePreset = 'mobile' | 'desktop';

/** One page's result. */
export interface LighthouseResult {
  url: string;
  preset: LighthousePreset;
  /** The performance score, 0-100. */
  score: number;
  /** FCP, LCP, TBT, SI and TTI (`tti`) in ms, CLS unitless; NaN for an audit the run lacks. */
  metrics: Record<'fcp' | 'lcp' | 'tbt' | 'cls' | 'si' | 'tti', number>;
}

/**
 * Runs Lighthouse's performance category on each URL with each preset, one run at a time in one
 * browser.
 * @returns the results in the order of `urls`, each URL's presets in the order of `presets`.
 * @throws Error when a run returns no result.
 */
async function lighthouseScores(urls: readonly string[], presets: readonly LighthousePreset[]): Promise<LighthouseResult[]> {
  // Both packages are ES modules only.
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_LAUNCH_OPTIONS.executablePath,
    chromeFlags: ['--headless=new', ...(CHROMIUM_LAUNCH_OPTIONS.args ?? [])],
  });
  try {
    const results: LighthouseResult[] = [];
    for (const url of urls) {
      for (const preset of presets) {
        // No configuration is Lighthouse's default: the mobile preset.
        const config = preset === 'desktop' ? desktopConfig : undefined;
        const run = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, config);
        const lhr = run?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned no result for ${url} (${preset})`);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        results.push({
          url,
          preset,
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          metrics: {
            fcp: audit('first-contentful-paint'),
            lcp: audit('largest-contentful-paint'),
            tbt: audit('total-blocking-time'),
            cls: audit('cumulative-layout-shift'),
            si: audit('speed-index'),
            tti: audit('interactive'),
          },
        });
      }
    }
    return results;
  } finally {
    chrome.kill();
  }
}

const LIGHTHOUSE_PRESETS: readonly LighthousePreset[] = ['mobile', 'desktop'];

/**
 * The web benchmark's Lighthouse part: every route each of `rows` measures, with both presets, each
 * result printed as it comes.
 * @returns the results by `row preset route` (e.g. `site mobile /about`).
 */
export async function lighthouseOfRows(rows: readonly Row[]): Promise<Map<string, LighthouseResult>> {
  const lighthouse = new Map<string, LighthouseResult>();
  console.log('\nLighthouse 12 performance (simulated throttling; mobile: its default preset, slow 4G and 4× CPU; desktop: its desktop preset)');
  for (const row of rows) {
    log(`Lighthouse, ${row.name}`);
    const results = await lighthouseScores(
      ROUTES.filter((route) => measures(row, route)).map((route) => row.url(route)),
      LIGHTHOUSE_PRESETS,
    );
    for (const result of results) {
      const route = ROUTES.find((candidate) => row.url(candidate) === result.url) as Route;
      lighthouse.set(`${row.name} ${result.preset} ${route.label}`, result);
      const { fcp, lcp, tbt, cls, si, tti } = result.metrics;
      console.log(
        `  ${route.label.padEnd(18)} ${row.name.padEnd(7)} ${result.preset.padEnd(8)} ${String(result.score).padStart(3)}   FCP ${fixed(fcp)} ms, LCP ${fixed(lcp)} ms, TBT ${fixed(tbt)} ms, CLS ${fixed(cls, 3)}, SI ${fixed(si)} ms, TTI ${fixed(tti)} ms`,
      );
    }
  }
  return lighthouse;
}
