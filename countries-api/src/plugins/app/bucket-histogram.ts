import type { Metric, Registry } from 'prom-client';

/** Label values of one series, by label name (`le` is the buckets' own). */
type Labels<L extends string> = Readonly<Record<Exclude<L, 'le'>, string | number>>;

/** One sample line as prom-client's registry prints it: `metricName{labels} value`. */
interface Sample {
  metricName: string;
  labels: Record<string, string | number>;
  value: number;
}

/**
 * One labelled series of a {@link BucketHistogram}: how many observations fell in each bucket (not
 * cumulative; the last slot counts those above every bound) and their sum.
 */
export class HistogramSeries<L extends string> {
  private readonly counts: number[];
  private sum = 0;

  constructor(
    readonly labels: Labels<L>,
    private readonly bounds: readonly number[],
  ) {
    this.counts = new Array<number>(bounds.length + 1).fill(0);
  }

  /**
   * Counts one observation of `value` (the histogram's unit), in the first bucket whose bound is at
   * least `value`. @throws TypeError when `value` is not a finite number, as prom-client does.
   */
  observe(value: number): void {
    if (!Number.isFinite(value)) throw new TypeError(`not a finite number: ${value}`);
    let slot = 0;
    for (const bound of this.bounds) {
      if (value <= bound) break;
      slot += 1;
    }
    this.counts[slot] = (this.counts[slot] ?? 0) + 1;
    this.sum += value;
  }

  /** The series' samples in Prometheus's histogram form: cumulative `_bucket`s by `le`, `+Inf`, `_sum` and `_count`. */
  samples(name: string): Sample[] {
    let cumulative = 0;
    const buckets = this.bounds.map((bound, slot) => {
      cumulative += this.counts[slot] ?? 0;
      return { metricName: `${name}_bucket`, labels: { le: bound, ...this.labels }, value: cumulative };
    });
    const count = cumulative + (this.counts[this.bounds.length] ?? 0);
    return [
      ...buckets,
      { metricName: `${name}_bucket`, labels: { le: '+Inf', ...this.labels }, value: count },
      { metricName: `${name}_sum`, labels: { ...this.labels }, value: this.sum },
      { metricName: `${name}_count`, labels: { ...this.labels }, value: count },
    ];
  }

  reset(): void {
    this.counts.fill(0);
    this.sum = 0;
  }
}

/**
 * A Prometheus histogram kept as bucket counts, one {@link HistogramSeries} per label set, which the
 * caller finds once and counts into; a prom-client registry reads it when scraped and prints the
 * lines prom-client's `Histogram` prints for the same observations (bucket-histogram.test.ts).
 * prom-client's `Histogram` validates and hashes the labels again on every observation, a labelled
 * child's too: on the API's cached answers that was the most costly hook left, 0.7-1.0 µs of 17-18 µs
 * (bench/bench.ts, both in one run). Counting into a series kept by the caller is a bucket search and
 * two additions.
 * Unlike prom-client's, a reset zeroes the series instead of dropping them: callers keep them.
 */
export class BucketHistogram<L extends string> {
  readonly type = 'histogram';
  /** How prom-client's cluster registry merges workers' values. */
  readonly aggregator = 'sum';
  private readonly series = new Map<string, HistogramSeries<L>>();

  /**
   * @param bounds bucket upper bounds, ascending, in the unit observed (seconds for durations).
   * @throws Error when `bounds` holds a number that is not finite or does not ascend.
   */
  constructor(
    readonly name: string,
    readonly help: string,
    private readonly bounds: readonly number[],
  ) {
    if (bounds.some((bound, i) => !Number.isFinite(bound) || (i > 0 && bound <= (bounds[i - 1] ?? -Infinity)))) {
      throw new Error(`${name}: bucket bounds must be finite and ascend`);
    }
  }

  /**
   * The series of `labels`, made on first use; a value is the same whether given as a number or as
   * its text, as Prometheus prints it. Keep the series and observe through it: that is the cheap path.
   * @throws Error when `labels` holds `le`, the buckets' own label (prom-client refuses it too).
   */
  of(labels: Labels<L>): HistogramSeries<L> {
    if ('le' in labels) throw new Error(`${this.name}: le is the buckets' own label`);
    const entries = Object.entries(labels).map(([name, value]) => [name, String(value)]);
    const key = JSON.stringify(entries.sort(([a = ''], [b = '']) => (a < b ? -1 : a > b ? 1 : 0)));
    let series = this.series.get(key);
    if (!series) this.series.set(key, (series = new HistogramSeries(labels, this.bounds)));
    return series;
  }

  /**
   * Adds this histogram to `registry`. The registry reads a metric through `name`, `help`, `type`,
   * `aggregator`, `get()` and `reset()` only (prom-client 15's registry.js), which this one has; the
   * cast is for its types, which list prom-client's four classes. Typed as prom-client's Histogram
   * there, it has none of that class's other methods: `registry.getSingleMetric()` must not be used
   * on it.
   */
  register(registry: Registry): this {
    registry.registerMetric(this as unknown as Metric);
    return this;
  }

  /** What prom-client's registry prints: every series' samples, in the order the series were made. */
  async get(): Promise<{ name: string; help: string; type: string; aggregator: string; values: Sample[] }> {
    const values = [...this.series.values()].flatMap((series) => series.samples(this.name));
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  /** Zeroes every series (prom-client's `registry.resetMetrics()`); the series stay, as callers hold them. */
  reset(): void {
    for (const series of this.series.values()) series.reset();
  }
}
