import { get, getRaw, type RunningSite, type ServedRemotes, serveAllRemotes, shownCards, type StandInApi, startSite, startStandInApi } from './test-site';

// Render servers start in processes of their own, and a page waits up to its 5 s data limit.
jest.setTimeout(60_000);

// The render server under traffic that is not a reader's: junk addresses, floods of pages not in its
// cache, an API that is down, slow or refusing. Each server runs in its own process, as deployed.

let remotes: ServedRemotes;
beforeAll(async () => {
  remotes = await serveAllRemotes();
});
afterAll(() => remotes?.stop());

const allRemotes = () => remotes.manifests();
const canonicalOf = (body: string) => /<link rel="canonical" href="([^"]*)"\/>/.exec(body)?.[1];
const ogUrlOf = (body: string) => /<meta property="og:url" content="([^"]*)"\/>/.exec(body)?.[1];

/** Polls `check` until it holds, a bounded number of times: never bound to a number of seconds. */
async function eventually(check: () => boolean): Promise<boolean> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

describe('what a page is, to the cache and to search engines', () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await startSite(allRemotes());
  });
  afterAll(() => site?.stop());

  it('ignores parameters a page does not read: a junk one is a cache hit, and the canonical address leaves it out', async () => {
    const first = await get(site, '/country/Nepal?cb=1');
    const second = await get(site, '/country/Nepal?cb=2&utm_source=x');
    expect([first.status, second.status, second.headers.get('x-cache')]).toEqual([200, 200, 'HIT']);
    expect(second.body).toBe(first.body);
    expect([canonicalOf(first.body), ogUrlOf(first.body)]).toEqual(['https://worldatlas.test/country/Nepal', 'https://worldatlas.test/country/Nepal']);
    expect(first.body).not.toContain('cb=1');
  });

  it('keys the list by its query as the list reads it: order, defaults and unknown parameters make no other page', async () => {
    const first = await get(site, '/country?region=Asia&q=ne&cb=7&sort=asc');
    const same = await get(site, '/country?q=ne&junk=1&region=Asia');
    expect([first.status, same.headers.get('x-cache')]).toEqual([200, 'HIT']);
    // What a render took is said by the answer that rendered, not by the cached copies.
    expect([first.headers.get('server-timing'), same.headers.get('server-timing')]).toEqual([expect.stringMatching(/^render;dur=\d+\.\d$/), null]);
    expect(canonicalOf(first.body)).toBe('https://worldatlas.test/country?q=ne&#38;region=Asia');
    expect(ogUrlOf(same.body)).toBe('https://worldatlas.test/country?q=ne&#38;region=Asia');
    // Another query the list reads is another page.
    const other = await get(site, '/country?q=ne&region=Europe');
    expect([other.headers.get('x-cache'), canonicalOf(other.body)]).toEqual(['MISS', 'https://worldatlas.test/country?q=ne&#38;region=Europe']);
  });

  it('answers every unknown path with one 404 page, which names no address', async () => {
    const first = await get(site, '/no-such-page-1?x=1');
    const second = await get(site, '/another/unknown/path');
    expect([first.status, second.status, second.headers.get('x-cache')]).toEqual([404, 404, 'HIT']);
    expect(second.body).toBe(first.body);
    expect(first.body).not.toContain('no-such-page');
    expect(canonicalOf(first.body)).toBeUndefined();
    expect(ogUrlOf(first.body)).toBeUndefined();
  });

  it('reads a long Accept-Language by its first tags: the page is the cached one of its first language', async () => {
    const swedish = await get(site, '/about', { 'accept-language': 'sv-SE' });
    const long = `sv-SE,${Array.from({ length: 400 }, (_, index) => `zz-${index};q=0.001`).join(',')}`;
    expect(long.length).toBeGreaterThan(5_000);
    const answered = await get(site, '/about', { 'accept-language': long });
    expect([answered.status, answered.headers.get('x-cache')]).toEqual([200, 'HIT']);
    expect(answered.body).toBe(swedish.body);
    // A 15 KB one (1,100 tags) passes the headers' limit with the rest of a request: refused before any work.
    const flood = `sv-SE,${Array.from({ length: 1100 }, (_, index) => `zz-${index};q=0.001`).join(',')}`;
    expect((await get(site, '/about', { 'accept-language': flood, 'user-agent': 'x'.repeat(2_000) })).status).toBe(431);
  });

  it('gives the confirmation of the contact form its own address, which the form is not', async () => {
    const sent = await get(site, '/contact?sent=1&x=2');
    expect(sent.body).toContain('Thank you! Your message has been received.');
    expect(canonicalOf(sent.body)).toBe('https://worldatlas.test/contact?sent=1');
  });
});

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

describe('an API that fails', () => {
  let api: StandInApi;
  let site: RunningSite;
  beforeAll(async () => {
    api = await startStandInApi();
    site = await startSite(allRemotes(), {}, api.url);
  });
  afterAll(async () => {
    await site?.stop();
    await api?.close();
  });
  afterEach(() => api.release());

  it.each([
    ['refusing (429)', 429, 'Peru'],
    ['failing (500)', 500, 'Bolivia'],
  ])('%s: a page is 503 with Retry-After, never kept, and an unknown name is not a 404 with its text as title', async (_case, status, country) => {
    api.answer = () => status;
    for (const path of [`/country/${country}`, '/country/zz-no-such-name', `/country/${country}`]) {
      const page = await get(site, path);
      expect([path, page.status, page.headers.get('retry-after'), page.headers.get('x-cache')]).toEqual([path, 503, '10', 'MISS']);
      expect(page.body).not.toContain('<title>zz-no-such-name');
      expect(page.body).not.toContain('rel="canonical"');
    }
    api.release();
    expect((await get(site, `/country/${country}`)).status).toBe(200);
  });

  it("failing only the list's second request (languages and currencies): 503, not an empty list kept in the cache", async () => {
    api.answer = (path) => (path.includes('languages') ? 503 : 'pass');
    const path = '/country?by=language&q=spanish';
    const page = await get(site, path);
    expect([page.status, page.headers.get('x-cache')]).toEqual([503, 'MISS']);
    expect(page.body).not.toContain('0 countries');
    api.release();
    const healthy = await get(site, path);
    expect([healthy.status, healthy.headers.get('x-cache')]).toEqual([200, 'MISS']);
    expect(shownCards(healthy.body).length).toBeGreaterThan(15);
  });

  it('stopped: a page is 503 with Retry-After, never kept', async () => {
    const down = await startSite(allRemotes(), {}, 'http://127.0.0.1:9');
    for (const path of ['/country/Chile', '/country/Chile']) {
      const page = await get(down, path);
      expect([page.status, page.headers.get('retry-after'), page.headers.get('x-cache')]).toEqual([503, '10', 'MISS']);
    }
    await down.stop();
  });

  it('accepting but never answering: the page is 503 once its time is up, and its requests are aborted, leaving no connection open', async () => {
    api.answer = () => 'hold';
    const pages = await Promise.all(['/country/Japan', '/country/Kenya', '/country/Chad'].map((path) => get(site, path)));
    expect(pages.map((page) => [page.status, page.headers.get('retry-after')])).toEqual([
      [503, '10'],
      [503, '10'],
      [503, '10'],
    ]);
    // The render server gave up on its requests: their connections close (no wait for a timeout of their own).
    expect(await eventually(() => api.openConnections() === 0)).toBe(true);
  });
});

describe('two render servers', () => {
  it('give the same page the same ETag and bytes', async () => {
    const [one, two] = await Promise.all([startSite(allRemotes()), startSite(allRemotes())]);
    for (const path of ['/', '/country/Nepal', '/country?region=Oceania']) {
      const [a, b] = await Promise.all([get(one, path), get(two, path)]);
      expect([path, a.status, a.headers.get('etag')]).toEqual([path, 200, b.headers.get('etag')]);
      expect(a.body).toBe(b.body);
    }
    await Promise.all([one.stop(), two.stop()]);
  });
});
