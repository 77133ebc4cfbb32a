import { eventually, type StandInApi, startStandInApi } from './stand-in-api';
import { get, getRaw, type RunningSite, serveAllRemotesAroundFile, startSite } from './test-site';

// Render servers start in processes of their own, and a page waits up to its 5 s data limit.
jest.setTimeout(60_000);

// The render server under traffic that is not a reader's: junk addresses, more pages at once than it
// renders, each visitor's pages not in its cache. Each server runs in its own process, as deployed.
// What a page is to the cache, and an API that fails, have files of their own (page-identity,
// api-failures).

const allRemotes = serveAllRemotesAroundFile();

describe('bad addresses', () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await startSite(allRemotes());
  });
  afterAll(() => site?.stop());

  it('answers a malformed escape 400 with the headers of a page, and does not repeat the address', async () => {
    const response = await get(site, '/country/%ZZsecret');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.body).not.toContain('secret');
  });

  it.each(['/%2e%2e', '/%2E%2E/', '/country/%2e%2e/%2e%2e/', '/./about/../', '/country/Nepal/..'])('answers the dot segments of %s with 400, never the home page', async (target) => {
    const response = await getRaw(site, target);
    expect([target, response.status, response.headers['x-content-type-options']]).toEqual([target, 400, 'nosniff']);
    expect(response.body).not.toContain('Start Exploring');
  });

  it('answers the request target * with 400, not the home page', async () => {
    const response = await getRaw(site, '*');
    expect(response.status).toBe(400);
    expect(response.body).not.toContain('Start Exploring');
  });
});

describe('bounded work', () => {
  let api: StandInApi;
  let site: RunningSite;
  beforeAll(async () => {
    api = await startStandInApi();
    site = await startSite(allRemotes(), { RENDER_CONCURRENCY: '1', RENDER_QUEUE: '1', VISITOR_MISS_MAX: '1000' }, api.url);
  });
  afterAll(async () => {
    await site?.stop();
    await api?.close();
  });

  it('renders one page at a time with one waiting here; beyond that 503 with Retry-After and the error page, while cached pages are answered', async () => {
    expect((await get(site, '/about')).status).toBe(200);
    api.answer = () => 'hold';
    const rendering = get(site, '/country/Nepal');
    await eventually(() => api.seen.some(({ path }) => path.startsWith('/v3.1/name/Nepal')));
    // Two more: one takes the place in the queue, the other is refused at once, whichever comes first.
    const more = [get(site, '/country/Peru'), get(site, '/country/Chile')];
    const refused = await Promise.race(more);
    expect([refused.status, refused.headers.get('retry-after'), refused.headers.get('cache-control')]).toEqual([503, '5', 'no-store']);
    expect(refused.body).toContain('<title>503 · WorldAtlas</title>');
    expect(refused.body).toContain('WorldAtlas is very busy just now.');
    expect(refused.body).toContain('<header');
    // A form posted meanwhile is refused alike, and says its message was not sent.
    const post = await fetch(new URL('/contact', site.url), { method: 'POST', body: new URLSearchParams({ message: 'held back' }) });
    expect([post.status, post.headers.get('retry-after'), post.headers.get('cache-control')]).toEqual([503, '5', 'no-store']);
    expect(await post.text()).toContain('Your message was not sent');
    const cached = await get(site, '/about');
    expect([cached.status, cached.headers.get('x-cache')]).toEqual([200, 'HIT']);
    api.release();
    expect((await rendering).status).toBe(200);
    expect((await Promise.all(more)).map((page) => page.status).sort()).toEqual([200, 503]);
    expect([(await get(site, '/country/Peru')).status, (await get(site, '/country/Chile')).status]).toEqual([200, 200]);
  });
});

describe("each visitor's pages not in the cache", () => {
  let api: StandInApi;
  let site: RunningSite;
  beforeAll(async () => {
    api = await startStandInApi();
    site = await startSite(allRemotes(), { VISITOR_MISS_MAX: '3', TRUST_PROXY: '127.0.0.1' }, api.url);
  });
  afterAll(async () => {
    await site?.stop();
    await api?.close();
  });

  const from = (address: string) => ({ 'x-forwarded-for': address });

  it('are limited per visitor: the next is 429 with Retry-After and the error page, cached pages are still answered, other visitors have their own', async () => {
    const visitor = from('203.0.113.7');
    expect((await get(site, '/about', visitor)).headers.get('x-cache')).toBe('MISS');
    for (const path of ['/country/Nepal', '/country/Peru']) expect((await get(site, path, visitor)).status).toBe(200);
    const refused = await get(site, '/country/Japan', visitor);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(refused.body).toContain('<title>429 · WorldAtlas</title>');
    expect(refused.body).toContain('You have asked for many pages in a short time.');
    expect((await get(site, '/country/Nepal', visitor)).status).toBe(200);
    expect((await get(site, '/country/Japan', from('198.51.100.4'))).status).toBe(200);
  });

  it('count an IPv6 visitor by their /64 network', async () => {
    for (const path of ['/country/France', '/country/Spain', '/country/Italy']) expect((await get(site, path, from('2001:db8:1:2::1'))).status).toBe(200);
    expect((await get(site, '/country/Greece', from('2001:db8:1:2::ffff'))).status).toBe(429);
    expect((await get(site, '/country/Greece', from('2001:db8:1:3::1'))).status).toBe(200);
  });

  it('believe X-Forwarded-For from the trusted proxy alone: from another address each claim is counted, and named to the API, as that address', async () => {
    api.seen.length = 0;
    const statuses: number[] = [];
    // 127.0.0.2 is not the trusted proxy (127.0.0.1): whoever it claims to forward, it is one visitor.
    for (const [index, path] of ['/country/Sweden', '/country/Finland', '/country/Denmark', '/country/Iceland'].entries()) {
      statuses.push((await getRaw(site, path, { localAddress: '127.0.0.2', headers: from(`198.51.100.${9 + index}`) })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const named = api.seen.filter(({ path }) => path.startsWith('/v3.1/')).map(({ forwardedFor }) => forwardedFor);
    expect(named.length).toBeGreaterThanOrEqual(3);
    expect(new Set(named)).toEqual(new Set(['127.0.0.2']));
    // From the trusted proxy the same claim is believed: 198.51.100.9 has spent none of its own budget.
    api.seen.length = 0;
    expect((await get(site, '/country/Iceland', from('198.51.100.9'))).status).toBe(200);
    expect(new Set(api.seen.map(({ forwardedFor }) => forwardedFor))).toEqual(new Set(['198.51.100.9']));
  });

  it("name the visitor to the API (X-Forwarded-For), so the API's budget is theirs", async () => {
    api.seen.length = 0;
    expect((await get(site, '/country/Norway', from('192.0.2.55'))).status).toBe(200);
    expect(api.seen.filter(({ path }) => path.startsWith('/v3.1/'))).toEqual(expect.arrayContaining([{ path: expect.stringMatching(/^\/v3\.1\/name\/Norway/), forwardedFor: '192.0.2.55' }]));
    expect(api.seen.every(({ forwardedFor }) => forwardedFor === '192.0.2.55')).toBe(true);
  });
});
