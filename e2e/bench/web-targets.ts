/**
 * The web benchmark's targets (web-bench.ts), printed last: each with the site's figure, `met` or
 * `MISSED`, and the before checkout's figure beside it when that row was measured.
 */
import type { LighthouseResult } from './lighthouse';
import { type Device, JOURNEYS, PHONE, ROUTES } from './web-plan';
import { type Figures, fixed, verdict } from './web-report';

/**
 * Prints every target. `lighthouse` holds the Lighthouse results by `row preset route` (undefined:
 * not measured); `before` says whether a before checkout was measured.
 */
export function printTargets({ medians, clickMs }: Figures, lighthouse: ReadonlyMap<string, LighthouseResult> | undefined, before: boolean): void {
  const targets: string[] = [];
  const beside = (figure: (row: string) => string) => (before ? `   [before ${figure('before')}]` : '');
  // A figure of a route the run left out (BENCH_ROUTES) is not a miss.
  const target = (what: string, value: (row: string) => number, unit: string, limit: string, met: (value: number) => boolean, digits = 0) =>
    targets.push(
      Number.isNaN(value('site')) ? `${what}: not measured` : `${what}: ${fixed(value('site'), digits)}${unit} (${limit}) ${verdict(met(value('site')))}${beside((row) => `${fixed(value(row), digits)}${unit}`)}`,
    );
  if (lighthouse) {
    for (const route of ROUTES) {
      target(`Lighthouse mobile ${route.label}`, (row) => lighthouse.get(`${row} mobile ${route.label}`)?.score ?? NaN, '', '≥ 98', (score) => score >= 98);
    }
  } else targets.push('Lighthouse mobile: not measured (BENCH_LIGHTHOUSE=0)');
  if (PHONE) {
    for (const [label, limit] of [['/', 50], ['/about', 50], ['/contact', 50], ['/country/Nepal', 50], ['/country', 100], ['/country?view=map', 200]] as const) {
      target(`phone TBT ${label}`, (row) => medians('phone', row, label).tbt, ' ms', `≤ ${limit}`, (tbt) => tbt <= limit);
    }
  } else targets.push('phone TBT: not measured (BENCH_PHONE=0)');
  // No script where there was none (English pages as before the languages), at most the limit elsewhere.
  for (const [label, limit] of [['/', 0], ['/about', 0], ['/country/Nepal', 0], ['/contact', 90], ['/country', 120], ['/compare', 30]] as const) {
    target(`JavaScript ${label}`, (row) => medians('desktop', row, label).jsKb, ' kB gzip', `≤ ${limit}`, (kb) => kb <= limit, 1);
  }
  // English pages as they were before the languages: the document at most 5 % larger.
  if (before) {
    for (const route of ROUTES.filter(({ newPage }) => !newPage)) {
      const was = medians('desktop', 'before', route.label).htmlKb;
      target(`document ${route.label} against before`, (row) => medians('desktop', row, route.label).htmlKb / was, '×', '≤ 1.05×', (ratio) => ratio <= 1.05, 3);
    }
  } else targets.push('document size against before: not measured (no BENCH_BEFORE)');
  target('JavaScript /compare once the picker is used', (row) => medians('desktop', row, '/compare').usedJsKb, ' kB gzip', '≤ 30', (kb) => kb <= 30, 1);
  for (const route of ROUTES) {
    const base = medians('desktop', 'static', route.label).fcp;
    target(`desktop FCP ${route.label}`, (row) => medians('desktop', row, route.label).fcp / base, '× static', '≤ 1.3×', (ratio) => ratio <= 1.3, 3);
  }
  if (PHONE) {
    for (const route of ROUTES) {
      const base = medians('phone', 'static', route.label).fcp;
      target(`phone FCP ${route.label}`, (row) => medians('phone', row, route.label).fcp / base, '× static', '≤ 1.3×', (ratio) => ratio <= 1.3, 3);
    }
  }
  target('document /country/Nepal', (row) => medians('desktop', row, '/country/Nepal').htmlKb, ' kB gzip', '≤ 15', (kb) => kb <= 15, 1);
  const mapBase = medians('desktop', 'static', '/country?view=map').ready;
  target('desktop map view ready', (row) => medians('desktop', row, '/country?view=map').ready / mapBase, '× static', '≤ 1.5×', (ratio) => ratio <= 1.5, 3);
  // Every journey's median within the limit: the slowest journey is the figure (none measured: not a figure).
  const slowestClick = (device: Device) => (row: string) => (JOURNEYS.length === 0 ? NaN : Math.max(...JOURNEYS.map((trip) => clickMs(device, row, trip.label))));
  target('click → next page painted, desktop (slowest journey)', slowestClick('desktop'), ' ms', '≤ 150', (ms) => ms <= 150);
  if (PHONE) target('click → next page painted, phone (slowest journey)', slowestClick('phone'), ' ms', '≤ 400', (ms) => ms <= 400);
  else targets.push('click → next page painted, phone: not measured (BENCH_PHONE=0)');
  target('search keystroke → first frame, desktop', (row) => medians('desktop', row, '/country').keystroke, ' ms', '≤ 50', (ms) => ms <= 50);
  if (PHONE) target('search keystroke → first frame, phone', (row) => medians('phone', row, '/country').keystroke, ' ms', '≤ 150', (ms) => ms <= 150);
  else targets.push('search keystroke → first frame, phone: not measured (BENCH_PHONE=0)');

  console.log(`\nTargets (site${before ? '; the before checkout in brackets' : ''}):\n  ${targets.join('\n  ')}`);
}
