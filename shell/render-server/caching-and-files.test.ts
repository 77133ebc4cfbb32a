import { SITE_ROUTES } from '../src/app/route-table';
import { API, get, type RunningSite, type ServedRemotes, siteAroundFile } from './test-site';

// What the render server answers besides a page's content: a remote's resource route (a country's
// card), its page cache (ETag, 304, gzip), its runtime configuration, robots.txt and the site map,
// which answers other origins may read, and never its own server build.

let site: RunningSite;
let remotes: ServedRemotes;
siteAroundFile((started, served) => {
  site = started;
  remotes = served;
});
const allRemotes = () => remotes.manifests();

describe('pages rendered on the server, from the real builds, remotes and countries-api', () => {
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

  it('answers a repeated page from its cache: the same ETag, 304 on revalidation, gzip when accepted', async () => {
    // A page no other test of this file asks for, in a browser language: the page is the same in every one.
    const fi = { 'accept-language': 'fi-FI' };
    const first = await get(site, '/country/Iceland', { ...fi, 'accept-encoding': 'identity' });
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect((await get(site, '/country/Iceland')).headers.get('x-cache')).toBe('HIT');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('vary')).toBe('accept-encoding');
    // As a browser revalidates: with the ETag (fetch would add `Cache-Control: no-cache`, a reload, without the header).
    const again = await get(site, '/country/Iceland', { ...fi, 'if-none-match': etag, 'cache-control': 'max-age=0' });
    expect(again.status).toBe(304);
    // fetch decodes the gzip body it asked for.
    const zipped = await get(site, '/country/Iceland', { ...fi, 'accept-encoding': 'gzip' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('etag')).toBe(etag);
    expect(zipped.body).toBe(first.body);
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
    // English first: each route without a parameter once, in the route table's order, and every country's page in the country route's place (the other languages: languages.test.ts).
    const fixed = SITE_ROUTES.filter((route) => !route.path.includes(':')).map((route) => `https://worldatlas.test${route.path}`);
    const english = urls.slice(0, fixed.length + countries.length);
    expect(english.filter((url) => !url?.startsWith('https://worldatlas.test/country/'))).toEqual(fixed);
    expect(english.filter((url) => url?.startsWith('https://worldatlas.test/country/'))).toHaveLength(countries.length);
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
