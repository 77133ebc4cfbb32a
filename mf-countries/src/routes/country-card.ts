import { countryRequest, isNotFound } from '@worldatlas/countries-client';
import { defineMessages, languageOfTag } from '@worldatlas/i18n';
import { hrefIn, type LoaderFunctionArgs, redirect, type RouteContext } from '@worldatlas/routing';
import { cardFactsOf, type CardFlag } from '../features/share-card/ShareCard';
import { intlFor } from '../i18n';

const MESSAGES = defineMessages({
  notFound: { id: 'countries.card.notFound', defaultMessage: 'Country not found', description: 'The plain-text answer when a preview image is asked for a name no country has.' },
  unavailable: { id: 'countries.card.unavailable', defaultMessage: 'The countries service is not answering. Try again in a moment.', description: 'The plain-text answer when a preview image cannot be drawn because the countries data or the flag cannot be had.' },
});

/** How long clients and caches keep a card, in seconds (a week): a country's facts change seldom, and the ETag revalidates it. */
export const CARD_MAX_AGE_S = 7 * 24 * 60 * 60;
/** How long a client is asked to wait before asking again for a card whose data could not be had, in seconds. */
const RETRY_AFTER_S = 10;
/** The largest flag drawn, in bytes of SVG; a larger answer is refused rather than read. */
const FLAG_MAX_BYTES = 1024 * 1024;

/** A plain-text refusal: never an image, so no preview shows a broken card. */
function refusal(status: 404 | 503, text: string): Response {
  return new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...(status === 503 && { 'retry-after': String(RETRY_AFTER_S) }) } });
}

/** The 503 refusal, in the language tagged `locale`. */
const unavailable = (locale: string) => refusal(503, intlFor(locale).formatMessage(MESSAGES.unavailable));

/** The flag at `url` (the API's SVG) as the card draws it. @throws a 503 refusal (in `locale`'s language) when it cannot be had whole. */
async function loadFlag(url: string, fetcher: typeof fetch, locale: string): Promise<CardFlag> {
  const { cardFlagOf } = await import('../features/share-card/render-card');
  const answer = await fetcher(url).catch(() => undefined);
  const size = Number(answer?.headers.get('content-length') ?? 0);
  if (!answer?.ok || !/svg/.test(answer.headers.get('content-type') ?? '') || size > FLAG_MAX_BYTES) throw unavailable(locale);
  const svg = await answer.text().catch(() => undefined);
  if (svg === undefined || svg.length > FLAG_MAX_BYTES) throw unavailable(locale);
  return cardFlagOf(svg);
}

/**
 * A country's preview card (`/country/{name}/card.png`, `/ar/country/{name}/card.png`), the image its page names for link
 * previews (`og:image`): in the page's language (`context.locale`, from the address), a 1200×630 PNG of its flag, names, capital, population and region, drawn
 * on the server from `GET /v3.1/name/{name}?fullText=true` and its flag, and kept in memory
 * (`card-cache.ts`). A resource route: it answers with the Response itself.
 * - 200 `image/png`, `Cache-Control: public, max-age=604800` and an ETag of its bytes (the render
 *   server answers 304 to a client that has it).
 * - 308 to the card under the country's common name, in the same language (`/fr/country/nepal/card.png`
 *   → `/fr/country/Nepal/card.png`).
 * - 404 (plain text) for a name no country has; 503 with `Retry-After` when the API or the flag
 *   cannot be had. Never an image then, and never kept.
 * @throws what drawing throws (a flag the renderer cannot read): the render server's 500 page.
 */
export async function loader({ params, context }: LoaderFunctionArgs): Promise<Response> {
  const { apiBaseUrl, fetch, locale } = context as RouteContext;
  const intl = intlFor(locale);
  const name = params.id ?? '';
  const country = await countryRequest(apiBaseUrl, name)
    .fetch(fetch)
    .catch((error: unknown) => (isNotFound(error) ? refusal(404, intl.formatMessage(MESSAGES.notFound)) : unavailable(locale)));
  if (country instanceof Response) return country;
  // In the card's language: a resource route is answered outside any page, which `href` would spell in English.
  if (country.name.common !== name) return redirect(hrefIn(languageOfTag(locale), 'country-card', { id: country.name.common }), 308);
  const flagUrl = country.flags?.svg;
  // The drawing code (satori, resvg's WebAssembly, the fonts) is a chunk of its own, loaded with the first card.
  const { countryCard } = await import('../features/share-card/card-cache');
  try {
    const card = await countryCard({ facts: cardFactsOf(country, intl, locale), flagUrl, loadFlag: async () => (flagUrl ? loadFlag(flagUrl, fetch, locale) : undefined) });
    return new Response(card.png, { headers: { 'content-type': 'image/png', 'cache-control': `public, max-age=${CARD_MAX_AGE_S}`, etag: card.etag } });
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}
