import { get, type RunningSite, serveAllRemotesAroundFile, startSite } from './test-site';

// Render servers start in processes of their own.
jest.setTimeout(60_000);

// What a page is, to the cache and to search engines: the parameters and headers that make another
// page and those that do not, its canonical address, and the same page from two render servers.

const allRemotes = serveAllRemotesAroundFile();
const canonicalOf = (body: string) => /<link rel="canonical" href="([^"]*)"\/>/.exec(body)?.[1];
const ogUrlOf = (body: string) => /<meta property="og:url" content="([^"]*)"\/>/.exec(body)?.[1];

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

  it('answers a page with a long Accept-Language as without one: the cached page', async () => {
    const plain = await get(site, '/about');
    const long = `sv-SE,${Array.from({ length: 400 }, (_, index) => `zz-${index};q=0.001`).join(',')}`;
    expect(long.length).toBeGreaterThan(5_000);
    const answered = await get(site, '/about', { 'accept-language': long });
    expect([answered.status, answered.headers.get('x-cache')]).toEqual([200, 'HIT']);
    expect(answered.body).toBe(plain.body);
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
