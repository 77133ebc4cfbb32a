import { eventually, type StandInApi, startStandInApi } from './stand-in-api';
import { get, type RunningSite, serveAllRemotesAroundFile, shownCards, startSite } from './test-site';

// Render servers start in processes of their own, and a page waits up to its 5 s data limit.
jest.setTimeout(60_000);

// The render server in front of a countries API that refuses, fails, is stopped or never answers:
// each page says so (503), and nothing of it is kept.

const allRemotes = serveAllRemotesAroundFile();

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
