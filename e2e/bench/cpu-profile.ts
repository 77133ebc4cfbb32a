/**
 * `npm run bench:profile -- /country [more paths]`: a CPU profile of one cold load of each path of
 * the running site (start it first: `npm start`), in the benchmark's headless Chromium. Prints where
 * the main thread's time went until the page was quiet: self time by script (and by package, from
 * the source maps' file names in the function's URL), the top functions, and the time the browser
 * spent outside JavaScript (style, layout, paint: "(program)"), in ms. Writes each profile to
 * `reports/<path>.cpuprofile` for Chromium's DevTools.
 */
import { chromium } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_LAUNCH_OPTIONS } from '../chromium';
import { BENCH_CONTEXT_OPTIONS, shortUrl, SITE } from './running-site';


interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time (ms) per profile node, from the sample intervals. */
function selfTimes(profile: Profile): Map<number, number> {
  const times = new Map<number, number>();
  profile.samples.forEach((node, index) => times.set(node, (times.get(node) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000));
  return times;
}

/** A short name for a script URL: the app's port and file, e.g. `3000/main.js`. */
const scriptName = (url: string) => (url ? shortUrl(url) : '(browser)');

async function profile(path: string): Promise<void> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const context = await browser.newContext(BENCH_CONTEXT_OPTIONS);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(`${SITE}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const { profile: result } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  await browser.close();

  const reports = join(__dirname, '..', '..', 'reports');
  mkdirSync(reports, { recursive: true });
  writeFileSync(join(reports, `${path.replace(/\W+/g, '_') || 'root'}.cpuprofile`), JSON.stringify(result));

  const self = selfTimes(result);
  const byScript = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const node of result.nodes) {
    const ms = self.get(node.id) ?? 0;
    if (!ms) continue;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const script = functionName.startsWith('(') ? functionName : scriptName(url);
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
    const name = `${functionName || '(anonymous)'} ${scriptName(url)}:${lineNumber + 1}:${columnNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  }
  const total = [...byScript.values()].reduce((sum, ms) => sum + ms, 0);
  const top = (map: Map<string, number>, count: number) =>
    [...map].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, ms]) => `    ${ms.toFixed(1).padStart(7)}  ${name}`).join('\n');
  console.log(`\n${path}: ${total.toFixed(0)} ms sampled (idle included)\n  by script:\n${top(byScript, 12)}\n  top functions:\n${top(byFunction, 25)}`);
}

async function main(): Promise<void> {
  const paths = process.argv.slice(2);
  for (const path of paths.length > 0 ? paths : ['/', '/country', '/country/Nepal']) await profile(path);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
