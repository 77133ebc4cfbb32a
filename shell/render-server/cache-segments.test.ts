import { get, type RunningSite, type ServedRemotes, serveAllRemotes, shownCards, startSite } from './test-site';

// The render server's page cache under what a visitor can vary without end (searches, unknown names,
// escapes, browser languages): the real server in its own process, on the real builds and countries-api.
jest.setTimeout(120_000);

let remotes: ServedRemotes;
let site: RunningSite;
beforeAll(async () => {
  remotes = await serveAllRemotes();
  // 4 MiB: the pages everyone reads fit in 3.5; a dozen map searches alone would fill all 4.
  site = await startSite(remotes.manifests(), { PAGE_CACHE_MB: '4', TRUST_PROXY: '127.0.0.1' });
});
afterAll(async () => {
  await site?.stop();
  await remotes?.stop();
});

const READER_PAGES = ['/', '/about', '/country', '/country/Nepal'];
const LOCALES = ['fr-FR', 'de-DE', 'es-ES', 'ja-JP', 'ru-RU', 'pt-BR', 'sv-SE', 'nl-NL', 'it-IT', 'pl-PL', 'tr-TR', 'ko-KR', 'zh-CN', 'ar-EG', 'hi-IN', 'th-TH', 'fi-FI', 'da-DK', 'nb-NO', 'cs-CZ', 'el-GR', 'he-IL', 'hu-HU', 'uk-UA'];
const canonicalOf = (body: string) => /<link rel="canonical" href="([^"]*)"\/>/.exec(body)?.[1];
const ogUrlOf = (body: string) => /<meta property="og:url" content="([^"]*)"\/>/.exec(body)?.[1];

/** Runs `requests` a few at a time (as many as the server renders at once). */
async function inBatches<T>(requests: (() => Promise<T>)[], size = 8): Promise<T[]> {
  const answers: T[] = [];
  for (let start = 0; start < requests.length; start += size) answers.push(...(await Promise.all(requests.slice(start, start + size).map((request) => request()))));
  return answers;
}

describe('the pages everyone reads', () => {
  it('stay cache hits through a flood of unique map searches, unknown countries and browser languages from many addresses', async () => {
    for (const path of READER_PAGES) expect([path, (await get(site, path)).status]).toEqual([path, 200]);
    const flood = [
      ...Array.from({ length: 12 }, (_, n) => [`/country?view=map&q=flood-${n}`, 'en-US']),
      ...Array.from({ length: 12 }, (_, n) => [`/country/zz-flood-${n}`, 'en-US']),
      // 24 browser languages of one country's page: the page is in its address's language, one page in all.
      ...LOCALES.map((locale) => ['/country/Nepal', locale]),
    ].map(([path = '', locale = ''], index) => () => get(site, path, { 'x-forwarded-for': `198.51.100.${index + 10}`, 'accept-language': locale }));
    const answers = await inBatches(flood);
    // Every flood page was rendered (none refused): the cache had them all to keep.
    expect(answers.map(({ status, headers }) => `${status} ${headers.get('x-cache')}`).sort()).toEqual([...Array(24).fill('200 HIT'), ...Array(12).fill('200 MISS'), ...Array(12).fill('404 MISS')].sort());
    for (const path of READER_PAGES) {
      const page = await get(site, path);
      expect([path, page.status, page.headers.get('x-cache')]).toEqual([path, 200, 'HIT']);
    }
  });
});

describe('one page, one cache entry', () => {
  it("answers a country's page escaped otherwise (/country/Nep%61l) from the cache, with the canonical spelling in its links", async () => {
    const plain = await get(site, '/country/Nepal');
    const escaped = await get(site, '/country/Nep%61l');
    expect([escaped.status, escaped.headers.get('x-cache')]).toEqual([200, 'HIT']);
    expect(escaped.body).toBe(plain.body);
    expect([canonicalOf(escaped.body), ogUrlOf(escaped.body)]).toEqual(['https://worldatlas.test/country/Nepal', 'https://worldatlas.test/country/Nepal']);
    // Rendered first under another escape, the page still names its canonical spelling.
    const first = await get(site, `/country/${encodeURIComponent('Bhutan').replace('B', '%42')}`);
    expect([first.status, first.headers.get('x-cache'), canonicalOf(first.body)]).toEqual([200, 'MISS', 'https://worldatlas.test/country/Bhutan']);
    expect(first.body).not.toContain('%42');
    expect((await get(site, '/country/Bhutan')).headers.get('x-cache')).toBe('HIT');
  });

  it("answers a page from one cache entry whatever the browser's language", async () => {
    const plain = await get(site, '/about', { 'accept-language': 'de-DE' });
    const extended = await get(site, '/about', { 'accept-language': 'de-DE-u-nu-arab' });
    const none = await get(site, '/about');
    expect([extended.status, extended.headers.get('x-cache'), none.headers.get('x-cache')]).toEqual([200, 'HIT', 'HIT']);
    expect([extended.body, none.body]).toEqual([plain.body, plain.body]);
  });

  it('keys a list search by its normalized text, and shows that text in the search box', async () => {
    const spaced = await get(site, `/country?q=${encodeURIComponent('  new \t zealand ')}`);
    expect(spaced.status).toBe(200);
    expect(canonicalOf(spaced.body)).toBe('https://worldatlas.test/country?q=new+zealand');
    expect(/<input [^>]*name="q"[^>]*>/.exec(spaced.body)?.[0]).toContain('value="new zealand"');
    expect(shownCards(spaced.body)).toEqual(['New Zealand']);
    expect((await get(site, '/country?q=new+zealand')).headers.get('x-cache')).toBe('HIT');
  });
});
