import { API, get, type RunningSite, shownCards, siteAroundFile } from './test-site';

// The pages the render server renders, from the real builds, remotes and countries-api: each page's
// content and head, its other spellings, the list for its query, 404s, hostile text and the
// page's language. What it serves besides a page's content, and remotes that fail or are
// redeployed, have files of their own (caching-and-files, failing-and-redeployed-remotes).

let site: RunningSite;
siteAroundFile((started) => (site = started));

/** The props of the page's islands, by island module, as the page carries them for the browser. */
function islandProps(html: string): Record<string, Record<string, unknown>> {
  const ids = [...html.matchAll(/data-island="([^"]+)" data-island-runtime="[a-z]+" data-island-id="([^"]+)"/g)];
  return Object.fromEntries(
    ids.map(([, module, id]) => [module, JSON.parse(new RegExp(`<script type="application/json" data-island-props="${id}">(.*?)</script>`).exec(html)?.[1] ?? 'null') as Record<string, unknown>]),
  );
}

describe('pages rendered on the server, from the real builds, remotes and countries-api', () => {
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

  it.each(['/about', '/ar/country/Nepal'])("%s carries the CSS of its content only: the layout's (header, language menu, footer) is in the stylesheet every page links", async (url) => {
    const { body } = await get(site, url);
    const stylesheets = [...body.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(stylesheets).toEqual([expect.stringMatching(/^\/styles\/system\.\w{8}\.css$/)]);
    const linked = (await get(site, stylesheets[0] ?? '')).body;
    const layout = [/<header[\s\S]*<\/header>/, /<footer[\s\S]*<\/footer>/, /<a href="#content"[^>]*>/].map((part) => part.exec(body)?.[0] ?? '').join('');
    const classes = [...new Set([...layout.matchAll(/class="([^"]+)"/g)].flatMap((match) => (match[1] ?? '').split(' ')))].filter((name) => name.startsWith('css-'));
    const inline = [...body.matchAll(/<style data-emotion[^>]*>([^<]*)<\/style>/g)].map((match) => match[1]).join('');
    expect(classes.length).toBeGreaterThan(15);
    expect(classes.filter((name) => !linked.includes(`.${name}{`))).toEqual([]);
    expect(classes.filter((name) => inline.includes(`.${name}`))).toEqual([]);
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

  it("renders a page in the language its address names: English pages format numbers the English way, whatever the browser's language", async () => {
    const { body } = await get(site, '/about', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(body).toContain('29,609,623');
    expect(islandProps((await get(site, '/country', { 'accept-language': 'de-DE,de;q=0.9' })).body)['countries/CountryListIsland']?.locale).toBe('en');
  });

  it('answers an address whose first segment names no language, or a language by its tag rather than its segment, with the 404 page', async () => {
    const notFound = await get(site, '/no/such/page');
    expect(notFound.status).toBe(404);
    for (const path of ['/zz', '/zz/about', '/zh-hans/about', '/en/about', '/about/about']) {
      const answer = await get(site, path);
      expect([path, answer.status, answer.body]).toEqual([path, 404, notFound.body]);
    }
  });
});
