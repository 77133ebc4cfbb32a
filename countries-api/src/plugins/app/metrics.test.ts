import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { buildMetricsApp } from '../../metrics-app';
import { TEST_APP_OPTIONS } from '../../../test/helper';

const LIST = '/v3.1/all?fields=name,population,region,capital,flags';
/** How long a test holds the event loop, ms. */
const BLOCK_MS = 300;

let app: FastifyInstance;
let metricsApp: FastifyInstance;
let metricsUrl: string;

beforeAll(async () => {
  app = await buildApp({ ...TEST_APP_OPTIONS, metrics: true, rateLimit: { max: 4, missMax: 4, windowMs: 60_000 } });
  metricsApp = buildMetricsApp(app.metrics);
  await metricsApp.listen({ host: '127.0.0.1', port: 0 });
  metricsUrl = `http://127.0.0.1:${(metricsApp.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await metricsApp.close();
  await app.close();
});

/** The metrics listener's text, and a lookup of one sample's value by its name and labels as printed. */
async function scrape() {
  const response = await fetch(`${metricsUrl}/metrics`);
  const text = await response.text();
  const value = (sample: string) => {
    const line = text.split('\n').find((candidate) => candidate.startsWith(`${sample} `));
    return line === undefined ? undefined : Number(line.slice(sample.length + 1));
  };
  return { response, text, value };
}

describe('Prometheus metrics', () => {
  it('count requests by route and status, cache hits and misses, and measure latency and resident memory', async () => {
    await app.inject(LIST); // computed: a miss
    await app.inject(LIST); // the same URL: answered from the URL index
    await app.inject(`${LIST}&lang=en`); // another URL for the same answer: found by its normalized query
    await app.inject('/nowhere'); // no route
    await app.inject('/healthz'); // over the limit of 4: 429

    const { response, text, value } = await scrape();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const count = (route: string, status: number) => value(`http_request_duration_seconds_count{method="GET",route="${route}",status_code="${status}"}`);
    expect(count('/v3.1/all', 200)).toBe(3);
    expect(count('unmatched', 404)).toBe(1);
    expect(count('/healthz', 429)).toBe(1);
    expect(value('http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/v3.1/all",status_code="200"}')).toBe(3);
    // The bounds dashboards were built on, in seconds, from half a millisecond.
    const bounds = [...text.matchAll(/^http_request_duration_seconds_bucket\{le="([^"]+)",method="GET",route="\/v3\.1\/all",status_code="200"\}/gm)].map((match) => match[1]);
    expect(bounds).toEqual(['0.0005', '0.001', '0.0025', '0.005', '0.01', '0.025', '0.05', '0.1', '0.25', '0.5', '1', '2.5', '+Inf']);
    expect(value('http_request_duration_seconds_sum{method="GET",route="/v3.1/all",status_code="200"}')).toBeGreaterThan(0);
    expect(value('countries_api_response_cache_hits_total{index="url"}')).toBe(1);
    expect(value('countries_api_response_cache_hits_total{index="query"}')).toBe(1);
    expect(value('countries_api_response_cache_misses_total')).toBe(1);
    expect(value('countries_api_response_cache_bytes')).toBeGreaterThan(97_000);
    // This process's own resident memory (the API runs in it), as Node measures it now.
    const rss = process.memoryUsage.rss();
    expect(value('process_resident_memory_bytes')).toBeGreaterThan(rss / 2);
    expect(value('process_resident_memory_bytes')).toBeLessThan(rss * 2);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
  });

  it('report the event loop lag a synchronous task caused', async () => {
    // Each collection starts a probe (a setImmediate) whose delay the next scrape reports: start one,
    // hold the loop before it can run, then scrape.
    await app.metrics.metrics();
    const end = performance.now() + BLOCK_MS;
    while (performance.now() < end);
    await new Promise((resolve) => setImmediate(resolve));
    const { value } = await scrape();
    expect(value('nodejs_eventloop_lag_seconds')).toBeGreaterThan((BLOCK_MS - 20) / 1000);
    expect(value('nodejs_eventloop_lag_seconds')).toBeLessThan(10);

    // Unheld, the next probe runs at once.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await scrape()).value('nodejs_eventloop_lag_seconds')).toBeLessThan((BLOCK_MS - 20) / 1000);
  });

  it('label answers by the method asked, the route that took them, or unmatched for router-level 400s and unknown paths', async () => {
    const other = await buildApp({ ...TEST_APP_OPTIONS, metrics: true });
    await other.inject({ method: 'HEAD', url: LIST });
    await other.inject('/v3.1/name/%ED%A0%80');
    await other.inject('/flags/np.svg');
    await other.inject({ method: 'DELETE', url: '/nowhere' });
    const text = await other.metrics.metrics();
    await other.close();
    const count = (labels: string) => Number(new RegExp(`^http_request_duration_seconds_count\\{${labels}\\} (\\d+)$`, 'm').exec(text)?.[1]);
    expect(count('method="HEAD",route="/v3.1/all",status_code="200"')).toBe(1);
    expect(count('method="GET",route="unmatched",status_code="400"')).toBe(1);
    expect(count('method="GET",route="/flags/:file",status_code="200"')).toBe(1);
    expect(count('method="DELETE",route="unmatched",status_code="404"')).toBe(1);
  });

  it('are not served by the API itself, and the metrics listener serves nothing else', async () => {
    const fromApi = await buildApp({ ...TEST_APP_OPTIONS, metrics: true });
    expect((await fromApi.inject('/metrics')).statusCode).toBe(404);
    await fromApi.close();
    expect((await fetch(`${metricsUrl}/`)).status).toBe(404);
    expect((await fetch(`${metricsUrl}/v3.1/all?fields=name`)).status).toBe(404);
  });
});
