import { Histogram, Registry } from 'prom-client';
import { BucketHistogram } from './bucket-histogram';

const BOUNDS = [0.001, 0.01, 0.1, 1];
const HELP = 'Request durations, in seconds.';
/** Values on, between, below and above the bounds, for two label sets. */
const OBSERVATIONS: Array<[{ method: string; route: string; status_code: number }, number]> = [
  [{ method: 'GET', route: '/v3.1/all', status_code: 200 }, 0.0004],
  [{ method: 'GET', route: '/v3.1/all', status_code: 200 }, 0.001],
  [{ method: 'GET', route: '/v3.1/all', status_code: 200 }, 0.05],
  [{ method: 'GET', route: '/v3.1/all', status_code: 200 }, 3.5],
  [{ method: 'HEAD', route: 'unmatched', status_code: 404 }, 0.01],
  [{ method: 'HEAD', route: 'unmatched', status_code: 404 }, 0.25],
];

/** prom-client's own histogram and ours, in registries of their own, given the same observations. */
function both() {
  const reference = new Registry();
  const histogram = new Histogram({ name: 'duration_seconds', help: HELP, labelNames: ['method', 'route', 'status_code'], buckets: BOUNDS, registers: [reference] });
  const ours = new Registry();
  const duration = new BucketHistogram<'method' | 'route' | 'status_code'>('duration_seconds', HELP, BOUNDS).register(ours);
  for (const [labels, value] of OBSERVATIONS) {
    histogram.observe(labels, value);
    duration.of(labels).observe(value);
  }
  return { reference, ours, duration };
}

describe('BucketHistogram', () => {
  it('prints the lines prom-client prints for its own histogram given the same observations', async () => {
    const { reference, ours } = both();
    const text = await ours.metrics();
    expect(text).toBe(await reference.metrics());
    // Spelled out, so that the comparison cannot pass on two empty outputs.
    expect(text).toContain('duration_seconds_bucket{le="0.001",method="GET",route="/v3.1/all",status_code="200"} 2');
    expect(text).toContain('duration_seconds_bucket{le="1",method="GET",route="/v3.1/all",status_code="200"} 3');
    expect(text).toContain('duration_seconds_bucket{le="+Inf",method="GET",route="/v3.1/all",status_code="200"} 4');
    expect(text).toContain('duration_seconds_count{method="HEAD",route="unmatched",status_code="404"} 2');
    expect(text).toContain('# TYPE duration_seconds histogram');
  });

  it('gives one series per label set, whatever order the labels come in and whether a value is a number or its text', () => {
    const histogram = new BucketHistogram<'method' | 'status_code'>('d', HELP, BOUNDS);
    expect(histogram.of({ method: 'GET', status_code: 200 })).toBe(histogram.of({ status_code: 200, method: 'GET' }));
    expect(histogram.of({ method: 'GET', status_code: 200 })).toBe(histogram.of({ method: 'GET', status_code: '200' }));
    expect(histogram.of({ method: 'GET', status_code: 200 })).not.toBe(histogram.of({ method: 'GET', status_code: 404 }));
  });

  // Unlike prom-client's, which drops its series: callers hold theirs and keep counting into them.
  it('zeroes its series when the registry resets its metrics, and keeps counting into them', async () => {
    const { ours, duration } = both();
    ours.resetMetrics();
    duration.of({ method: 'GET', route: '/v3.1/all', status_code: 200 }).observe(0.002);
    const text = await ours.metrics();
    expect(text).toContain('duration_seconds_count{method="GET",route="/v3.1/all",status_code="200"} 1');
    expect(text).toContain('duration_seconds_sum{method="GET",route="/v3.1/all",status_code="200"} 0.002');
    expect(text).toContain('duration_seconds_count{method="HEAD",route="unmatched",status_code="404"} 0');
  });

  it('refuses bounds that are not finite or do not ascend, the buckets\' own label, and values that are not finite', () => {
    for (const bounds of [[0.1, 0.1], [1, 0.1], [Number.NaN, 1], [0.1, Number.POSITIVE_INFINITY]]) {
      expect(() => new BucketHistogram('d', HELP, bounds)).toThrow('bucket bounds must be finite and ascend');
    }
    const histogram = new BucketHistogram<'method' | 'le'>('d', HELP, BOUNDS);
    expect(() => histogram.of({ method: 'GET', le: '1' } as never)).toThrow("le is the buckets' own label");
    expect(() => histogram.of({ method: 'GET' }).observe(Number.NaN)).toThrow(TypeError);
  });
});
