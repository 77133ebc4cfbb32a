import { requestTestResource } from '@worldatlas/routing/test-kit';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API, COUNTRIES_ROUTES, DOWN_API, queryRoute, recordingFetch, routeContext } from '../test/render';

/** A country's card as the render server asks for it (the resource route, its loader on the real countries-api by default). */
const card = (path: string, context = routeContext()) => requestTestResource(COUNTRIES_ROUTES, path, { context });

/** The width and height a PNG's bytes say: its signature, then the IHDR chunk's first fields. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect(new TextDecoder().decode(bytes.subarray(12, 16))).toBe('IHDR');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const text = (body: Uint8Array) => new TextDecoder().decode(body);

// Drawing a card takes up to a second of CPU on a busy machine, the first one more (WebAssembly compiled).
jest.setTimeout(30_000);

describe("a country's card, on the real countries-api", () => {
  it('is a 1200×630 PNG drawn from its record and flag, cacheable for a week with an ETag of its bytes', async () => {
    const recording = recordingFetch();
    const answer = await card('/country/Nepal/card.png', routeContext(API, recording.fetch));
    if (answer.kind !== 'resource') throw new Error(`redirected to ${answer.location}`);
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({ 'content-type': 'image/png', 'cache-control': 'public, max-age=604800', etag: expect.stringMatching(/^"[\w-]{27}"$/) });
    expect(pngSize(answer.body)).toEqual({ width: 1200, height: 630 });
    // A PNG of a card, not of an empty canvas: its flag and text are tens of kB.
    expect(answer.body.byteLength).toBeGreaterThan(15_000);
    expect(recording.urls).toEqual([expect.stringContaining('/v3.1/name/Nepal?fullText=true'), expect.stringMatching(/\/flags\/np(\.[0-9a-f]{8})?\.svg$/)]);
    // For a look at it: the card of the last run.
    writeFileSync(join(tmpdir(), 'worldatlas-card-Nepal.png'), answer.body);
  });

  it('is kept once drawn: asked again, the same bytes and ETag, and the flag is not fetched again', async () => {
    const first = await card('/country/Nepal/card.png');
    const recording = recordingFetch();
    const again = await card('/country/Nepal/card.png', routeContext(API, recording.fetch));
    expect(again).toEqual(first);
    expect(recording.urls).toEqual([expect.stringContaining('/v3.1/name/Nepal?fullText=true')]);
  });

  it("moves another spelling of the name for good (308) to the card under the country's common name", async () => {
    expect(await card('/country/nepal/card.png')).toEqual({ kind: 'redirect', status: 308, location: '/country/Nepal/card.png' });
    expect(await card(`/country/${encodeURIComponent("Côte d'Ivoire")}/card.png`)).toEqual({ kind: 'redirect', status: 308, location: '/country/Ivory%20Coast/card.png' });
  });

  it('answers 404 in plain text, never an image, for a name no country has', async () => {
    const answer = await card('/country/Atlantis/card.png');
    expect(answer).toMatchObject({ kind: 'resource', status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
    expect(text((answer as { body: Uint8Array }).body)).toBe('Country not found');
  });

  it('answers 503 with Retry-After, never an image, when the API cannot answer', async () => {
    const answer = await card('/country/Nepal/card.png', routeContext(DOWN_API));
    expect(answer).toMatchObject({ kind: 'resource', status: 503, headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '10', 'cache-control': 'no-store' } });
  });

  it('answers 503 when the flag cannot be had, and draws the card once it can', async () => {
    const flagsRefused: typeof fetch = (input, init) => ((input instanceof Request ? input.url : input.toString()).includes('/flags/') ? Promise.resolve(new Response('busy', { status: 503 })) : fetch(input, init));
    expect(await card('/country/Iceland/card.png', routeContext(API, flagsRefused))).toMatchObject({ kind: 'resource', status: 503, headers: { 'retry-after': '10' } });
    const drawn = await card('/country/Iceland/card.png');
    expect(drawn).toMatchObject({ kind: 'resource', status: 200, headers: { 'content-type': 'image/png' } });
    expect(pngSize((drawn as { body: Uint8Array }).body)).toEqual({ width: 1200, height: 630 });
  });
});

describe("a country's card in the page's language, on the real countries-api", () => {
  /** The route's context under `/{segment}`, as the render server gives it: the language's tag as the locale. */
  const inLanguage = (locale: string) => ({ ...routeContext(), locale });

  it('is drawn in Arabic and in Japanese: a PNG of its own for each language, kept apart from the English one', async () => {
    const english = await card('/country/Japan/card.png');
    const cards = await Promise.all(['ar', 'ja'].map((locale) => card('/country/Japan/card.png', inLanguage(locale))));
    for (const [index, answer] of cards.entries()) {
      if (answer.kind !== 'resource') throw new Error(`redirected to ${answer.location}`);
      expect(answer).toMatchObject({ status: 200, headers: { 'content-type': 'image/png' } });
      expect(pngSize(answer.body)).toEqual({ width: 1200, height: 630 });
      writeFileSync(join(tmpdir(), `worldatlas-card-Japan-${['ar', 'ja'][index]}.png`), answer.body);
    }
    const etags = [english, ...cards].map((answer) => (answer as { headers: Record<string, string> }).headers.etag);
    expect(new Set(etags).size).toBe(3);
  });

  it('moves another spelling of the name to the card under the common name in the same language', async () => {
    expect(await card('/country/nepal/card.png', inLanguage('ja'))).toEqual({ kind: 'redirect', status: 308, location: '/ja/country/Nepal/card.png' });
    expect(await card('/country/nepal/card.png', inLanguage('ar'))).toEqual({ kind: 'redirect', status: 308, location: '/ar/country/Nepal/card.png' });
  });

  it('is the preview image a page in French names, with its text in French', async () => {
    // Under the language's segment, as the host's route table puts every page (`meta` reads the language from it).
    const routes = COUNTRIES_ROUTES.map((route) => ({ ...route, path: `/:lang?${route.path}` }));
    const { meta } = await queryRoute('/fr/country/Japan', inLanguage('fr'), routes);
    expect(meta).toEqual(expect.arrayContaining([{ property: 'og:image', content: '/fr/country/Japan/card.png' }, { property: 'og:image:alt', content: expect.stringMatching(/^Drapeau : \u2068Japon\u2069 — capitale \u2068Tokyo\u2069, population \u2068123\u202f300\u202f000\u2069, /) }]));
  });

  it("lists the facts of its text and of the page's description as the language lists things: 、 in Chinese, و in Arabic, commas in English", async () => {
    const routes = COUNTRIES_ROUTES.map((route) => ({ ...route, path: `/:lang?${route.path}` }));
    const metaOf = async (path: string, locale: string) => {
      const { meta } = await queryRoute(path, inLanguage(locale), routes);
      const content = (key: string) => (meta as Record<string, string>[]).find((each) => each.name === key || each.property === key)?.content;
      return [content('og:image:alt'), content('description')];
    };
    expect(await metaOf('/zh/country/South%20Africa', 'zh-Hans')).toEqual([
      expect.stringMatching(/^\u2068南非\u2069的国旗：首都\u2068Pretoria、Bloemfontein、Cape Town\u2069、人口 \u2068[\d,]+\u2069、地区 \u2068南部非洲，非洲\u2069。$/),
      expect.stringMatching(/^\u2068南非共和国\u2069：\u2068南部非洲\u2069、首都\u2068Pretoria\u2069、人口 \u2068[\d,]+\u2069。/),
    ]);
    expect(await metaOf('/ar/country/Nepal', 'ar')).toEqual([
      expect.stringMatching(/^علم \u2068نيبال\u2069: العاصمة \u2068Kathmandu\u2069 وعدد السكان \u2068[\d,]+\u2069 والمنطقة \u2068جنوب آسيا، آسيا\u2069\.$/),
      expect.stringMatching(/: \u2068جنوب آسيا\u2069 والعاصمة \u2068Kathmandu\u2069 وعدد السكان /),
    ]);
    expect(await metaOf('/country/South%20Africa', 'en')).toEqual([
      expect.stringMatching(/^The flag of South Africa: capital Pretoria, Bloemfontein, Cape Town, population [\d,]+, region Southern Africa, Africa\.$/),
      expect.stringMatching(/^Republic of South Africa: Southern Africa, capital Pretoria, population [\d,]+\. Flag, /),
    ]);
  });
});
