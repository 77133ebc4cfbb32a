import { appendFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { type RunningContactApi, startContactApi } from '../../contact-api/test/contact-service';
import { SITE_ROUTES } from '../src/app/route-table';
import { API, get, redeploy, shownCards, type RunningSite, type ServedRemotes, serveAllRemotes, serveRemote, startSite, stopRemote } from './test-site';

let remotes: ServedRemotes;
beforeAll(async () => {
  remotes = await serveAllRemotes();
});
afterAll(() => remotes?.stop());

const allRemotes = () => remotes.manifests();

/** The props of the page's islands, by island module, as the page carries them for the browser. */
function islandProps(html: string): Record<string, Record<string, unknown>> {
  const ids = [...html.matchAll(/data-island="([^"]+)" data-island-runtime="[a-z]+" data-island-id="([^"]+)"/g)];
  return Object.fromEntries(
    ids.map(([, module, id]) => [module, JSON.parse(new RegExp(`<script type="application/json" data-island-props="${id}">(.*?)</script>`).exec(html)?.[1] ?? 'null') as Record<string, unknown>]),
  );
}

/** Rewrites the text of every file of a remote's server build: a release with another text. */
function changeServerBuild(dir: string, text: string, replacement: string): void {
  for (const file of readdirSync(join(dir, 'server')).filter((name) => name.endsWith('.js'))) {
    const path = join(dir, 'server', file);
    writeFileSync(path, readFileSync(path, 'utf8').replaceAll(text, replacement));
  }
}

describe('pages rendered on the server, from the real builds, remotes and countries-api', () => {
  let site: RunningSite;
  let contactApi: RunningContactApi;
  beforeAll(async () => {
    contactApi = await startContactApi();
    site = await startSite(allRemotes(), { CONTACT_API_INTERNAL_URL: contactApi.url });
  });
  afterAll(async () => {
    await site?.stop();
    await contactApi?.stop();
  });

  it.each([
    ['/', 'WorldAtlas · Explore the World, One Country at a Time', ['Explore the World, One Country at a Time.', 'Start Exploring', 'Interesting Facts', 'Mount Everest, 8,848 m'], [], []],
    ['/about', 'About · WorldAtlas', ["Here are the Interesting Facts we&#x27;re proud of", 'Great Barrier Reef'], [], []],
    ['/country', 'Countries · WorldAtlas', ['Countries of the world', '250 countries', '> about Nepal</span>', '> about Zimbabwe</span>'], ['countries/CountryListIsland'], ['/islands.js']],
    ['/country/Nepal', 'Nepal · WorldAtlas', ['Federal Democratic Republic of Nepal', 'Kathmandu', 'href="/country/China"', 'href="/country/India"', 'Nepalese rupee', 'aria-label="Nepal on a world map"'], [], []],
    // Pages whose islands are all plain DOM code get the loader without React.
    ['/contact', 'Contact · WorldAtlas', ['Contact Us', 'name="userName"', 'type="email"', 'Send'], ['contact/ContactFormIsland'], ['/islands-dom.js']],
    ['/compare?countries=NPL,CHE', 'Nepal vs Switzerland · WorldAtlas', ['Nepal', 'Switzerland', 'Country to add'], ['compare/PickerIsland'], ['/islands-dom.js']],
  ])('%s answers 200 with its content, title and head in the HTML, for any Accept header, and only its islands load code', async (url, title, texts, islands, loader) => {
    for (const accept of ['text/html', '*/*', 'application/json']) {
      const response = await get(site, url, { accept });
      expect([accept, response.status, response.headers.get('content-type')]).toEqual([accept, 200, 'text/html; charset=utf-8']);
      expect(response.body).toContain(`<title>${title.replace("'", '&#39;')}</title>`);
      for (const text of texts) expect(response.body).toContain(text);
      expect(Object.keys(islandProps(response.body))).toEqual(islands);
      // The island loader is the only script file a page names (its inline script fetches it, and runs it after the first frame), and only a page with islands.
      expect([...response.body.matchAll(/<script[^>]* src="([^"]+)"|<link[^>]* as="script"/g)]).toEqual([]);
      expect([...response.body.matchAll(/<html [^>]*data-island-loader="([^"]+)"/g)].map((match) => match[1])).toEqual(loader);
    }
  });

  it.each([
    ['/About', '/about'],
    ['/about/', '/about'],
    ['/COUNTRY/Nepal', '/country/Nepal'],
    ['/country/?q=ne', '/country?q=ne'],
    ['/country/nepal', '/country/Nepal'],
    [`/country/${encodeURIComponent("Côte d'Ivoire")}`, '/country/Ivory%20Coast'],
  ])('redirects %s, another spelling of a page, to %s for good (308)', async (url, location) => {
    const response = await fetch(new URL(url, site.url), { redirect: 'manual' });
    expect([response.status, response.headers.get('location')]).toEqual([308, location]);
  });

  it('renders the list for its query: search, region and order', async () => {
    const { body } = await get(site, '/country?q=ne&region=Asia&sort=desc');
    const shown = shownCards(body);
    const all = (await (await fetch(`${API}/v3.1/all?fields=name,region`)).json()) as { name: { common: string }; region: string }[];
    const expected = all
      .filter((country) => country.region === 'Asia' && country.name.common.toLowerCase().includes('ne'))
      .map((country) => country.name.common)
      .sort(new Intl.Collator('en-US').compare)
      .reverse();
    expect(shown).toEqual(expected);
    expect(shown.length).toBeGreaterThan(2);
    expect(body).toContain('value="ne"');
  });

  it("renders the list for a search by currency sorted by area, with both calls' data for the island", async () => {
    const { body } = await get(site, '/country?by=currency&q=euro&region=Europe&sortBy=area');
    const shown = shownCards(body);
    const all = (await (await fetch(`${API}/v3.1/all?fields=name,region,area,currencies`)).json()) as { name: { common: string }; region: string; area: number; currencies?: Record<string, { name: string }> }[];
    const expected = all
      .filter((country) => country.region === 'Europe' && Object.entries(country.currencies ?? {}).some(([code, { name }]) => code === 'EUR' || name.toLowerCase().includes('euro')))
      .sort((a, b) => a.area - b.area)
      .map((country) => country.name.common);
    expect(expected).toEqual(expect.arrayContaining(['Germany', 'France', 'Vatican City']));
    expect(shown).toEqual(expected);
    expect(body).toContain(`${expected.length} countries`);
    expect(body).toMatch(/<option value="currency" selected="">Currency<\/option>/);
    expect(body).toMatch(/<option value="area" selected="">Area<\/option>/);
    const props = islandProps(body)['countries/CountryListIsland'];
    expect([(props?.countries as unknown[]).length, (props?.searchFields as unknown[]).length]).toEqual([250, 250]);
  });

  it('says what was searched when nothing matches, with a link that clears it', async () => {
    const { body } = await get(site, '/country?by=capital&q=xyz&region=Asia&subregion=Southern%20Asia');
    expect(body).toContain('No countries whose capital matches “xyz” in Southern Asia.');
    expect(body).toMatch(/<a [^>]*href="\/country\?by=capital"[^>]*>Clear search and filters<\/a>/);
  });

  it("gives a country page its description, canonical address, and its card as preview image: under the site's address, with its size and text, shown large", async () => {
    const { body } = await get(site, '/country/Ivory%20Coast');
    expect(body).toContain('<title>Ivory Coast · WorldAtlas</title>');
    expect(body).toMatch(/<meta name="description" content="Republic of Côte d&#39;Ivoire: Western Africa, capital Yamoussoukro/);
    expect(body).toContain('<link rel="canonical" href="https://worldatlas.test/country/Ivory%20Coast"/>');
    expect(body).toContain(
      '<meta property="og:image" content="https://worldatlas.test/country/Ivory%20Coast/card.png"/><meta property="og:image:type" content="image/png"/>' +
        '<meta property="og:image:width" content="1200"/><meta property="og:image:height" content="630"/>',
    );
    expect(body).toMatch(/<meta property="og:image:alt" content="The flag of Ivory Coast: capital Yamoussoukro, population [\d,]+, region Western Africa, Africa\."\/><meta name="twitter:card" content="summary_large_image"\/>/);
  });

  it("passes a remote's resource route through as it answered: a country's card is a 1200×630 PNG with its Cache-Control and ETag, 304 once the client has it", async () => {
    const response = await fetch(new URL('/country/Nepal/card.png', site.url), { headers: { 'accept-encoding': 'gzip' } });
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([response.status, response.headers.get('content-type'), response.headers.get('cache-control')]).toEqual([200, 'image/png', 'public, max-age=604800']);
    // A PNG is not compressed again, and no other site's script may read it, as no page.
    expect([response.headers.get('content-encoding'), response.headers.get('access-control-allow-origin')]).toEqual([null, null]);
    // The PNG signature, then the IHDR chunk: width and height.
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const view = new DataView(bytes.buffer);
    expect([new TextDecoder().decode(bytes.subarray(12, 16)), view.getUint32(16), view.getUint32(20)]).toEqual(['IHDR', 1200, 630]);
    const etag = response.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    // As a browser revalidates (see the page cache's test for the Cache-Control).
    expect((await get(site, '/country/Nepal/card.png', { 'if-none-match': etag, 'cache-control': 'max-age=0' })).status).toBe(304);
  });

  it.each([
    ['/country/Atlantis/card.png', 404, 'Country not found', null],
    ['/country/nepal/card.png', 308, '', '/country/Nepal/card.png'],
  ])("answers %s as the resource route does: %d, never an image", async (url, status, text, location) => {
    const response = await get(site, url);
    expect([response.status, response.body, response.headers.get('location')]).toEqual([status, text, location]);
    expect(response.headers.get('content-type')).not.toBe('image/png');
  });

  it.each([
    ['/country/Atlantis', 'Country not found'],
    ['/atlantis', 'Page not found'],
    ['/country/Nepal/map', 'Page not found'],
  ])('%s answers 404 with the error page', async (url, text) => {
    const response = await get(site, url, { accept: '*/*' });
    expect(response.status).toBe(404);
    expect(response.body).toContain('Oops! An error occurred.');
    expect(response.body).toContain(text);
    expect(response.body).toContain('<title>404 · WorldAtlas</title>');
  });

  it("carries the island's data, so the browser asks the API nothing again, and no more of each record than the list shows", async () => {
    const props = islandProps((await get(site, '/country')).body)['countries/CountryListIsland'];
    const countries = props?.countries as { name: Record<string, unknown> }[];
    expect(countries).toHaveLength(250);
    expect(Object.keys(countries[0] ?? {}).sort()).toEqual(['area', 'capital', 'cca3', 'name', 'population', 'region', 'subregion']);
    expect(Object.keys(countries[0]?.name ?? {})).toEqual(['common']);
    // The languages and currencies only come with a search by them.
    expect(props?.searchFields).toBeUndefined();
  });

  it('escapes hostile names and query text: nothing from the address becomes markup', async () => {
    const hostile = '</script><script>alert(1)</script>';
    for (const url of [`/country/${encodeURIComponent(hostile)}`, `/country?q=${encodeURIComponent(hostile)}`, `/${encodeURIComponent(hostile)}`]) {
      const { body } = await get(site, url);
      expect([url, body.includes('<script>alert(1)')]).toEqual([url, false]);
    }
    const { body } = await get(site, `/country?q=${encodeURIComponent(hostile)}`);
    expect(body).toContain('No countries whose name matches “');
  });

  it('answers a repeated page from its cache: the same ETag, 304 on revalidation, gzip when accepted', async () => {
    // A locale no other test asks for: a page of its own in the cache.
    const fi = { 'accept-language': 'fi-FI' };
    const first = await get(site, '/country/Nepal', { ...fi, 'accept-encoding': 'identity' });
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect((await get(site, '/country/Nepal', fi)).headers.get('x-cache')).toBe('HIT');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('vary')).toContain('accept-language');
    // As a browser revalidates: with the ETag (fetch would add `Cache-Control: no-cache`, a reload, without the header).
    const again = await get(site, '/country/Nepal', { ...fi, 'if-none-match': etag, 'cache-control': 'max-age=0' });
    expect(again.status).toBe(304);
    // fetch decodes the gzip body it asked for.
    const zipped = await get(site, '/country/Nepal', { ...fi, 'accept-encoding': 'gzip' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('etag')).toBe(etag);
    expect(zipped.body).toBe(first.body);
  });

  it("renders numbers in the visitor's language", async () => {
    const { body } = await get(site, '/', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(body).toContain('29.609.623');
    expect(islandProps((await get(site, '/country', { 'accept-language': 'de-DE,de;q=0.9' })).body)['countries/CountryListIsland']?.locale).toBe('de-DE');
  });

  it('serves the runtime configuration it runs with, not the one built into the shell', async () => {
    const response = await get(site, '/runtime-config.json');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(JSON.parse(response.body)).toEqual({ remotes: allRemotes(), apiBaseUrl: API });
  });

  it('serves a robots.txt naming the site map, and a site map of every page, every country of the API included', async () => {
    const robots = await get(site, '/robots.txt');
    expect([robots.status, robots.headers.get('content-type')]).toEqual([200, 'text/plain; charset=utf-8']);
    expect(robots.body).toBe('User-agent: *\nAllow: /\n\nSitemap: https://worldatlas.test/sitemap.xml\n');
    const map = await get(site, '/sitemap.xml');
    expect([map.status, map.headers.get('content-type')]).toEqual([200, 'application/xml; charset=utf-8']);
    expect(map.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const urls = [...map.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const countries = (await (await fetch(`${API}/v3.1/all?fields=name`)).json()) as { name: { common: string } }[];
    // Each route without a parameter once, in the route table's order, and every country's page in the country route's place.
    const fixed = SITE_ROUTES.filter((route) => !route.path.includes(':')).map((route) => `https://worldatlas.test${route.path}`);
    expect(urls).toHaveLength(fixed.length + countries.length);
    expect(urls.filter((url) => !url?.startsWith('https://worldatlas.test/country/'))).toEqual(fixed);
    expect(urls).toContain('https://worldatlas.test/country/S%C3%A3o%20Tom%C3%A9%20and%20Pr%C3%ADncipe');
    expect(urls).toContain('https://worldatlas.test/country/Nepal');
  });

  it('lets other origins read its files only: no page, redirect, 304 or error page carries Access-Control-Allow-Origin', async () => {
    const page = await get(site, '/about');
    const revalidated = await get(site, '/about', { 'if-none-match': page.headers.get('etag') ?? '', 'cache-control': 'max-age=0' });
    const answers = [page, revalidated, await get(site, '/About'), await get(site, '/no-such-page'), await get(site, '/country/zz-nowhere')];
    expect(answers.map(({ status, headers }) => [status, headers.get('access-control-allow-origin')])).toEqual([
      [200, null],
      [304, null],
      [308, null],
      [404, null],
      [404, null],
    ]);
    const shellFiles = await Promise.all(['/islands.js', '/islands-dom.js', '/mf-manifest.json'].map((path) => get(site, path)));
    const remoteFile = await fetch(remotes.remote('countries').manifestUrl.replace('mf-manifest.json', 'remoteEntry.js'));
    expect([...shellFiles, remoteFile].map(({ status, headers }) => [status, headers.get('access-control-allow-origin')])).toEqual([
      [200, '*'],
      [200, '*'],
      [200, '*'],
      [200, '*'],
    ]);
  });

  it("never serves the shell's server build", async () => {
    expect((await get(site, '/server/main.js')).status).toBe(404);
  });
});

/** What a test of a failing or redeployed remote started: stopped after it, whether it passed or not. */
const started: Array<() => unknown> = [];
afterEach(async () => {
  for (const stop of started.splice(0).reverse()) await stop();
});

describe('a remote whose server code fails', () => {
  it("cannot be loaded: its pages answer 503 with a message and Retry-After, not cached, logged once with the remote's name; the others stay", async () => {
    const site = await startSite({ ...allRemotes(), countries: 'http://127.0.0.1:9/mf-manifest.json' });
    started.push(() => site.stop());
    for (const url of ['/country', '/country/Nepal', '/country']) {
      const response = await get(site, url);
      expect([url, response.status, response.headers.get('retry-after'), response.headers.get('x-cache')]).toEqual([url, 503, '10', 'MISS']);
      expect(response.body).toContain('This page could not be shown just now');
      expect(response.body).toContain('<header');
      expect(response.body).toContain('<footer');
      expect(response.body).toContain('<title>Temporarily unavailable · WorldAtlas</title>');
    }
    expect((await get(site, '/')).body).toContain('Start Exploring');
    expect(site.logged.filter((line) => line.startsWith('[render]'))).toEqual([expect.stringContaining("The countries remote's server code failed")]);
  });

  it("throws while rendering: its page answers 500 with the skeleton its remote rendered, and the failure is logged", async () => {
    const broken = await serveRemote('mf-contact');
    started.push(() => stopRemote(broken));
    changeServerBuild(broken.dir, '"Contact Us"', '(() => { throw new Error("a broken release") })()');
    const site = await startSite({ ...allRemotes(), contact: broken.manifestUrl });
    started.push(() => site.stop());
    const page = await get(site, '/contact');
    expect(page.status).toBe(500);
    expect(page.body).toContain('This page could not be shown just now');
    expect(page.body).toContain('data-skeleton="form"');
    expect(page.headers.get('x-cache')).toBe('MISS');
    expect((await get(site, '/contact')).headers.get('x-cache')).toBe('MISS');
    expect(site.logged.filter((line) => line.startsWith('[render]'))).toContainEqual(expect.stringMatching(/The contact remote's view of \/contact failed while rendering: a broken release/));
  });

  it('does not answer: its page is answered when the time limit has passed, not held with the remote', async () => {
    const silent: Server = createServer(() => undefined); // accepts connections, never answers
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    started.push(() => silent.close());
    const { port } = silent.address() as { port: number };
    const site = await startSite({ ...allRemotes(), facts: `http://127.0.0.1:${port}/mf-manifest.json` }, { REMOTE_TIME_LIMIT_MS: '500' });
    started.push(() => site.stop());
    const page = await get(site, '/');
    expect([page.status, page.headers.get('retry-after')]).toEqual([503, '10']);
    expect(page.body).toContain('This page could not be shown just now');
    // Given up at the configured limit, not at some later timeout of the request itself.
    expect(site.logged).toContainEqual(expect.stringMatching(/The facts remote's server code failed .*took longer than 500 ms/));
  });
});

describe('a remote redeployed alone', () => {
  it("shows in the server's HTML after its release is checked, without restarting the server", async () => {
    const remote = await serveRemote('mf-contact');
    started.push(() => stopRemote(remote));
    const site = await startSite({ ...allRemotes(), contact: remote.manifestUrl }, { RELEASE_CHECK_SECONDS: '1' });
    started.push(() => site.stop());
    expect((await get(site, '/contact')).body).toContain('Contact Us');
    await redeploy(remote, (dir) => {
      changeServerBuild(dir, '"Contact Us"', '"Write to Us"');
      appendFileSync(join(dir, 'server', 'remoteEntry.js'), '\n// release 2\n');
    });
    // The server checks the remotes' releases every second here (10 s by default).
    let page = '';
    for (let attempt = 0; attempt < 50 && !page.includes('Write to Us'); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      page = (await get(site, '/contact')).body;
    }
    expect(page).toContain('Write to Us');
    expect(page).not.toContain('Contact Us');
    expect(site.logged).toContainEqual(expect.stringMatching(/The contact remote has a new release/));
  });
});
