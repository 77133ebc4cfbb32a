/**
 * The web benchmark's report (web-bench.ts) on standard output: for each device, the medians of every
 * route's loads in each row and their ratios to the static copy; the list's search; the clicks, with
 * how their pages came. Progress goes to standard error.
 */
import type { ClickFigure } from './page-metrics';
import { BENCH_CONTEXT_OPTIONS, PHONE_CONTEXT_OPTIONS, PHONE_CPU_SLOWDOWN } from './running-site';
import type { Measured, Row, Sample } from './web-loads';
import { type Device, DEVICES, HOVER_MS, JOURNEYS, ROUTES, TAP_MS } from './web-plan';

/** Progress, on standard error, so the figures on standard output stay a clean report. */
export const log = (text: string) => process.stderr.write(`bench: ${text}\n`);

/** The middle of `values` (NaN ones left out); NaN for none. */
const median = (values: readonly number[]) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
/** `value` with `digits` decimals, `–` for NaN. */
export const fixed = (value: number, digits = 0) => (Number.isNaN(value) ? '–' : value.toFixed(digits));
/** A target's verdict. */
export const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

type Medians = Record<'ready' | 'firstFrame' | 'fcp' | 'lcp' | 'cls' | 'tbt' | 'longTaskMs' | 'longTasks' | 'longestTask' | 'htmlKb' | 'jsKb' | 'usedJsKb' | 'keystroke' | 'inp', number>;
const MEDIAN_KEYS: ReadonlyArray<keyof Medians> = ['ready', 'firstFrame', 'fcp', 'lcp', 'cls', 'tbt', 'longTaskMs', 'longTasks', 'longestTask', 'htmlKb', 'jsKb', 'usedJsKb', 'keystroke', 'inp'];

function mediansOf(samples: readonly Sample[]): Medians {
  return Object.fromEntries(MEDIAN_KEYS.map((key) => [key, median(samples.map((sample) => sample[key] ?? NaN))])) as Medians;
}

/** The run's medians, by device, row and route (its label) or journey (its label). */
export interface Figures {
  medians: (device: Device, row: string, route: string) => Medians;
  /** The median ms from a journey's click to the next page's paint. */
  clickMs: (device: Device, row: string, trip: string) => number;
}

/** The medians of what the run measured (measureAll, web-loads.ts). */
export function figuresOf({ samples, clicks }: Measured): Figures {
  return {
    medians: (device: Device, row: string, route: string) => mediansOf(samples.get(`${device} ${row} ${route}`) ?? []),
    clickMs: (device: Device, row: string, trip: string) => median((clicks.get(`${device} ${row} ${trip}`) ?? []).map(({ ms }) => ms)),
  };
}

const TABLE_HEADING = `${'route / row'.padEnd(24)}  ready  frame    FCP    LCP    CLS    TBT  long ms  long/max HTML kB   JS kB`;
const tableLine = (label: string, m: Medians) =>
  [
    `  ${label}`.padEnd(24),
    fixed(m.ready).padStart(6),
    fixed(m.firstFrame).padStart(6),
    fixed(m.fcp).padStart(6),
    fixed(m.lcp).padStart(6),
    fixed(m.cls, 3).padStart(6),
    fixed(m.tbt).padStart(6),
    fixed(m.longTaskMs).padStart(8),
    `${fixed(m.longTasks)}/${fixed(m.longestTask)}`.padStart(9),
    fixed(m.htmlKb, 1).padStart(7),
    fixed(m.jsKb, 1).padStart(7),
  ].join(' ');
const ratioLine = (label: string, m: Medians, base: Medians) =>
  `${`  ${label}`.padEnd(24)} ${fixed(m.ready / base.ready, 2).padStart(5)}×        ${fixed(m.fcp / base.fcp, 2).padStart(5)}× ${fixed(m.lcp / base.lcp, 2).padStart(5)}×`;

/** The most common way the clicks' pages came, with its share when they differ. */
function servedOf(figures: readonly ClickFigure[]): string {
  const counts = new Map<string, number>();
  for (const { served } of figures) counts.set(served, (counts.get(served) ?? 0) + 1);
  const [top, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['–', 0];
  return count === figures.length ? top : `${top} ${count}/${figures.length}`;
}

/** The loads' table of each device: every route's medians in each row, and each live row's ratios to the static copy. */
export function printLoads({ medians }: Figures, rows: readonly Row[], liveRows: readonly Row[]): void {
  for (const device of DEVICES) {
    const viewport = (device === 'phone' ? PHONE_CONTEXT_OPTIONS : BENCH_CONTEXT_OPTIONS).viewport;
    console.log(`\n${device === 'phone' ? `Phone: ${viewport?.width}×${viewport?.height}, ${PHONE_CPU_SLOWDOWN}× CPU throttling` : `Desktop: ${viewport?.width}×${viewport?.height}`} (ms; TBT and long ms: long tasks after FCP)`);
    console.log(TABLE_HEADING);
    for (const route of ROUTES) {
      console.log(route.label);
      for (const row of rows) console.log(tableLine(row.name, medians(device, row.name, route.label)));
      const base = medians(device, 'static', route.label);
      for (const row of liveRows) console.log(ratioLine(`${row.name} ÷ static`, medians(device, row.name, route.label), base));
    }
  }
}

/** The list's search in each live row: keystroke to the first frame with the new card count, and INP. */
export function printSearch({ medians }: Figures, liveRows: readonly Row[]): void {
  console.log('\n/country search: keystroke → first frame with the new card count, ms (INP, ms)');
  for (const row of liveRows) {
    console.log(`  ${row.name.padEnd(8)} ${DEVICES.map((device) => `${device} ${fixed(medians(device, row.name, '/country').keystroke)} (INP ${fixed(medians(device, row.name, '/country').inp)})`).join('   ')}`);
  }
}

/** Each journey's click to the next page's paint in each live row and device, with how its pages came. */
export function printClicks({ clickMs }: Figures, { clicks }: Measured, liveRows: readonly Row[]): void {
  console.log(`\nClick on a link → next page painted, ms (median; how the page came). Desktop: the pointer rests on the link ${HOVER_MS} ms, then clicks; phone: a ${TAP_MS} ms tap`);
  const columns = DEVICES.flatMap((device) => liveRows.map((row) => ({ device, row: row.name })));
  console.log(`${'journey'.padEnd(38)}${columns.map(({ device, row }) => `${device} ${row}`.padEnd(24)).join('')}`);
  for (const trip of JOURNEYS) {
    const cells = columns.map(({ device, row }) => `${fixed(clickMs(device, row, trip.label))} ${servedOf(clicks.get(`${device} ${row} ${trip.label}`) ?? [])}`.padEnd(24));
    console.log(`${trip.label.padEnd(38)}${cells.join('')}`);
  }
  const allClicks = (device: Device, row: string) => median(JOURNEYS.flatMap((trip) => (clicks.get(`${device} ${row} ${trip.label}`) ?? []).map(({ ms }) => ms)));
  console.log(`${'every click'.padEnd(38)}${columns.map(({ device, row }) => fixed(allClicks(device, row)).padEnd(24)).join('')}`);
}
