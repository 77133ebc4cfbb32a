import { untranslatedText } from '@worldatlas/i18n/test-kit';
import { type RunningContactApi, startContactApi } from '../../contact-api/test/contact-service';
import { eventually, type StandInApi, startStandInApi } from './stand-in-api';
import { get, type RunningSite, type ServedRemotes, serveAllRemotes, startSite } from './test-site';

// Every page of the site in the pseudo-locale (`/en-xa/…`, English accented and bracketed by each
// workspace's `lang/en-XA.json`), through the real render server, remotes, countries-api (behind a
// stand-in that can hold or refuse) and contact service: no page may show English that no catalog
// gave (`untranslatedText`). The render server's refusals are provoked as traffic provokes them: it
// renders one page at a time with one waiting, and each visitor may have 3 pages not in its cache.

// Pages render one at a time here, and a held page waits up to its 5 s data limit.
jest.setTimeout(60_000);

let remotes: ServedRemotes;
let contact: RunningContactApi;
let api: StandInApi;
let site: RunningSite;
beforeAll(async () => {
  [remotes, contact, api] = await Promise.all([serveAllRemotes(), startContactApi({ CONTACT_RATE_LIMIT_MAX: '100' }), startStandInApi()]);
  const env = { PSEUDO_LANGUAGE: '1', CONTACT_API_INTERNAL_URL: contact.url, RENDER_CONCURRENCY: '1', RENDER_QUEUE: '1', VISITOR_MISS_MAX: '3', TRUST_PROXY: '127.0.0.1' };
  site = await startSite(remotes.manifests(), env, api.url);
}, 60_000);
afterAll(async () => {
  await site?.stop();
  await Promise.all([contact?.stop(), api?.close(), remotes?.stop()]);
});

let visitors = 0;
/** The headers of a request from a visitor of its own, forwarded by the trusted proxy: no page here spends another's budget. */
const newVisitor = () => ({ 'x-forwarded-for': `198.51.100.${(visitors += 1)}` });

/** A message of a pseudo-locale catalog: bracketed, with an accented letter. */
const PSEUDO_TEXT = /\[[^\]]*[\u0100-\u024f\u1e00-\u1eff]/;

/** Posts the contact form in the pseudo-locale as a browser without scripts does, as a visitor of its own. */
async function postContact(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await fetch(new URL('/en-xa/contact', site.url), { method: 'POST', body: new URLSearchParams(fields), headers: { ...newVisitor(), ...headers }, redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), body: await response.text() };
}

/** A fresh contact page's form token. */
const formToken = async () => /name="token" value="([^"]+)"/.exec((await get(site, '/en-xa/contact', newVisitor())).body)?.[1] ?? '';

const typed = { userName: 'Ada Lovelace', Email: 'ada@example.org', message: 'Which country has the most borders?', website: '' };

/** Asserts that `page` answered `status` and shows no English a catalog did not give, and that a catalog of the pseudo-locale gave its texts. */
function expectTranslated(page: { status: number; body: string }, status: number): void {
  expect({ status: page.status, untranslated: untranslatedText(page.body) }).toEqual({ status, untranslated: [] });
  // A page without any text would pass the check above.
  expect(PSEUDO_TEXT.exec(page.body)?.[0]).toEqual(expect.any(String));
}

describe('every page in the pseudo-locale shows no English a catalog did not give', () => {
  it.each([
    ['/en-xa', 200],
    ['/en-xa/about', 200],
    ['/en-xa/country', 200],
    ['/en-xa/country?q=ne&region=Asia&sort=desc', 200],
    ['/en-xa/country?by=currency&q=euro&sortBy=area', 200],
    ['/en-xa/country?q=zzzz', 200],
    ['/en-xa/country?view=map', 200],
    ['/en-xa/country?view=map&region=Africa', 200],
    ['/en-xa/country/Nepal', 200],
    ['/en-xa/country/Switzerland', 200],
    ['/en-xa/country/Atlantis', 404],
    ['/en-xa/compare', 200],
    ['/en-xa/compare?countries=NPL', 200],
    ['/en-xa/compare?countries=NPL,CHE,JPN', 200],
    ['/en-xa/compare?countries=NPL,XXX', 404],
    ['/en-xa/contact', 200],
    ['/en-xa/no/such/page', 404],
  ])('%s (%i)', async (path, status) => {
    expectTranslated(await get(site, path, newVisitor()), status);
  });

  describe.each([
    ['fails', 500, ['/en-xa/country?q=peru', '/en-xa/country/Peru', '/en-xa/compare?countries=PER,CHL']],
    ['is busy', 429, ['/en-xa/country?q=togo', '/en-xa/country/Togo', '/en-xa/compare?countries=TGO,GHA']],
  ])('when the countries service %s (%i)', (_what, answer, paths) => {
    beforeAll(() => (api.answer = () => answer));
    afterAll(() => (api.answer = () => 'pass'));

    it.each(paths)('%s (503)', async (path) => {
      expectTranslated(await get(site, path, newVisitor()), 503);
    });
  });
});

describe('the contact form in the pseudo-locale shows no English a catalog did not give', () => {
  it('where the contact service refuses a field (400)', async () => {
    const refused = await postContact({ ...typed, Email: 'ada@localhost', token: await formToken() });
    expect(refused.body).toContain('aria-invalid="true"');
    expectTranslated(refused, 400);
  });

  it('on the confirmation a sent form leads to', async () => {
    const sent = await postContact({ ...typed, token: await formToken() });
    expect([sent.status, sent.location]).toEqual([303, '/en-xa/contact?sent=1']);
    expectTranslated(await get(site, sent.location ?? '', newVisitor()), 200);
  });
});

describe("the render server's refusals of a page in the pseudo-locale show no English a catalog did not give", () => {
  it('a form that is not form data (400)', async () => {
    expectTranslated(await postContact({}, { 'content-type': 'multipart/form-data; boundary=edge' }), 400);
  });

  it('a form from a page of another site (403)', async () => {
    expectTranslated(await postContact({ ...typed, token: await formToken() }, { origin: 'https://evil.example' }), 403);
  });

  it('a visitor past their pages not in the cache (429)', async () => {
    const visitor = newVisitor();
    for (const path of ['/en-xa/country/Chad', '/en-xa/country/Mali', '/en-xa/country/Niger']) expect((await get(site, path, visitor)).status).toBe(200);
    expectTranslated(await get(site, '/en-xa/country/Benin', visitor), 429);
  });

  it('a page and a form beyond what the server renders at once (503)', async () => {
    api.answer = () => 'hold';
    const rendering = get(site, '/en-xa/country/Chile', newVisitor());
    try {
      await eventually(() => api.seen.some(({ path }) => path.startsWith('/v3.1/name/Chile')));
      // One takes the place in the queue, the other is refused at once, whichever comes first.
      const more = [get(site, '/en-xa/country/Bolivia', newVisitor()), get(site, '/en-xa/country/Ecuador', newVisitor())];
      const busy = await Promise.race(more);
      const busyPost = await postContact({ ...typed, token: 'v1.x' });
      api.release();
      await Promise.all(more);
      expectTranslated(busy, 503);
      expectTranslated(busyPost, 503);
    } finally {
      api.release();
      await rendering;
    }
  });
});
