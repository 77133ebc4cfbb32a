import { get, getRaw, type RunningSite, siteAroundFile } from './test-site';

// The site in its nine languages, from the real builds, remotes and countries-api: each page's
// language and direction, its alternates, the choice of language at `/` and its memory, the error
// pages in the address's language, and the site map of every page in every language.

let site: RunningSite;
siteAroundFile((started) => (site = started));

const ORIGIN = 'https://worldatlas.test';
const TAGS = ['en', 'fr', 'de', 'es', 'pt', 'ar', 'zh-Hans', 'ja', 'ru'];

/** The `<html>` element's attributes of a page, and its alternates (hreflang → URL). */
const rootOf = (html: string) => /<html [^>]*>/.exec(html)?.[0];
const alternatesOf = (html: string) => Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((match) => [match[1], match[2]]));

describe('the site in every language', () => {
  it.each([
    ['/fr/about', 'lang="fr" dir="ltr"', 'À propos · WorldAtlas', '/about'],
    ['/ar/country/Nepal', 'lang="ar" dir="rtl"', '', '/country/Nepal'],
    ['/zh/country?region=Asia', 'lang="zh-Hans" dir="ltr"', '', '/country?region=Asia'],
    ['/about', 'lang="en" dir="ltr"', 'About · WorldAtlas', '/about'],
  ])('%s is in its language and direction, and lists itself in every language and x-default', async (path, root, title, english) => {
    const { status, body, headers } = await get(site, path);
    expect(status).toBe(200);
    expect(rootOf(body)).toContain(root);
    if (title) expect(body).toContain(`<title>${title}</title>`);
    expect(body).toContain(`<link rel="canonical" href="${ORIGIN}${path}"/>`);
    const alternates = alternatesOf(body);
    expect(Object.keys(alternates)).toEqual([...TAGS, 'x-default']);
    expect([alternates.en, alternates.fr, alternates['zh-Hans'], alternates['x-default']]).toEqual([`${ORIGIN}${english}`, `${ORIGIN}/fr${english}`, `${ORIGIN}/zh${english}`, `${ORIGIN}${english}`]);
    // A page's address names its language: nothing else varies it.
    expect(headers.get('vary')).toBe('accept-encoding');
  });

  it("leads every link of the header and footer to the page's language", async () => {
    const { body } = await get(site, '/de/contact');
    const links = [...body.matchAll(/<a href="(\/[^"]*)"/g)].map((match) => match[1] ?? '');
    const siteLinks = links.filter((link) => !link.startsWith('/language?'));
    expect(siteLinks.length).toBeGreaterThan(6);
    expect(siteLinks.filter((link) => link !== '/de' && !link.startsWith('/de/'))).toEqual([]);
    expect(body).toContain('<a href="/language?to=%2Fja%2Fcontact" hrefLang="ja" lang="ja"');
  });

  it.each([
    [{ 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' }, '/de'],
    [{ 'accept-language': 'zh-CN,zh;q=0.9' }, '/zh'],
    [{ 'accept-language': 'xx, pt-BR;q=0.7' }, '/pt'],
    [{ cookie: 'lang=ar' }, '/ar'],
    [{ cookie: 'lang=fr', 'accept-language': 'ja' }, '/fr'],
    [{ cookie: 'lang=klingon', 'accept-language': 'ru' }, '/ru'],
  ])('sends a visitor at / whose choice or browser names another language to its home page: %o → %s', async (headers, location) => {
    const answer = await get(site, '/', headers);
    expect([answer.status, answer.headers.get('location'), answer.headers.get('vary'), answer.headers.get('cache-control')]).toEqual([302, location, 'accept-encoding, accept-language, cookie', 'private, no-cache']);
  });

  it.each([[{}], [{ 'accept-language': 'en-GB,fr;q=0.5' }], [{ 'accept-language': '*' }], [{ cookie: 'lang=en', 'accept-language': 'fr' }]])(
    'shows the English home page at / to %o, varying by the visitor\'s languages and choice',
    async (headers) => {
      const answer = await get(site, '/', headers);
      expect([answer.status, rootOf(answer.body), answer.headers.get('vary')]).toEqual([200, '<html lang="en" dir="ltr">', 'accept-encoding, accept-language, cookie']);
    },
  );

  it('never leads an address that names a language away from it, whatever the browser says', async () => {
    for (const path of ['/fr', '/about', '/country/Nepal']) {
      const answer = await get(site, path, { 'accept-language': 'ja', cookie: 'lang=ru' });
      expect([path, answer.status]).toEqual([path, 200]);
    }
  });

  it("remembers the language chosen in the menu for a year, and leads on to the page in it", async () => {
    const chosen = await get(site, '/language?to=%2Ffr%2Fcountry%3Fregion%3DAsia');
    expect([chosen.status, chosen.headers.get('location'), chosen.headers.get('cache-control')]).toEqual([303, '/fr/country?region=Asia', 'no-store']);
    expect(chosen.headers.get('set-cookie')).toBe('lang=fr; Max-Age=31536000; Path=/; HttpOnly; Secure; SameSite=Lax');
    const english = await get(site, '/language?to=%2Fcountry');
    expect([english.status, english.headers.get('location'), english.headers.get('set-cookie')?.split(';')[0]]).toEqual([303, '/country', 'lang=en']);
  });

  it.each(['//elsewhere.example/x', 'https://elsewhere.example/', '/\\elsewhere.example', 'fr', ''])('refuses to lead the choice to %j, no path of the site, and remembers nothing', async (to) => {
    const answer = await get(site, `/language?to=${encodeURIComponent(to)}`);
    expect([answer.status, answer.headers.get('location'), answer.headers.get('set-cookie')]).toEqual([400, null, null]);
  });

  it("answers an unknown address and a refused form in the address's language", async () => {
    const notFound = await get(site, '/ja/no/such/page');
    expect([notFound.status, rootOf(notFound.body)]).toEqual([404, '<html lang="ja" dir="ltr">']);
    expect(alternatesOf(notFound.body)).toEqual({});
    const refused = await getRaw(site, '/ar/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
      body: 'userName=Ada',
    });
    expect([refused.status, rootOf(refused.body)]).toEqual([403, '<html lang="ar" dir="rtl">']);
  });

  it('lists every page of the site in every language in the site map', async () => {
    const { body } = await get(site, '/sitemap.xml');
    const urls = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
    for (const path of ['', '/about', '/country', '/country/Nepal', '/compare', '/contact']) {
      expect(urls).toEqual(expect.arrayContaining([`${ORIGIN}${path || '/'}`, `${ORIGIN}/fr${path}`, `${ORIGIN}/ar${path}`, `${ORIGIN}/zh${path}`]));
    }
    const english = urls.filter((url) => !/^https:\/\/worldatlas\.test\/(fr|de|es|pt|ar|zh|ja|ru)(\/|$)/.test(url));
    expect(urls.length).toBe(english.length * TAGS.length);
  });
});
