import { Bone, BoneLines, BoneStack, defineClasses, formatPopulation, Skeleton as Outline } from '@worldatlas/design-system';
import { type BorderCountry, borderCountriesRequest, countryRequest, getJsonArray, isNotFound } from '@worldatlas/countries-client';
import { data, href, type LoaderFunctionArgs, redirect, type RouteContext, type RouteHandle, type RouteModule, routeHeaders, useLoaderData } from '@worldatlas/routing';
import { LocatorMap } from '@worldatlas/world-map/locator-map';
import { serviceUnavailable } from '../features/api-errors';
import { CARD_SIZE, cardFactsOf } from '../features/share-card/ShareCard';
import { CountryDetail } from '../features/detail/CountryDetail';

/**
 * A country page's data: the country named in the address (`GET /v3.1/name/{name}?fullText=true`,
 * then an exact alternative spelling) and its land neighbours' names (`GET /v3.1/alpha?codes=`).
 * @throws a 404 error page ("Country not found") when no country has the name; a 308 redirect to
 *   the page under the country's common name when the address spells it otherwise (`nepal`, an
 *   official name, "Côte d'Ivoire"); the 503 error page (`Retry-After`) when the API cannot answer.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const { apiBaseUrl, fetch } = context as RouteContext;
  const name = params.id ?? '';
  try {
    const country = await countryRequest(apiBaseUrl, name).fetch(fetch);
    if (country.name.common !== name) throw redirect(href('country', { id: country.name.common }), 308);
    const codes = country.borders ?? [];
    const borders: BorderCountry[] = codes.length > 0 ? await borderCountriesRequest(apiBaseUrl, codes).fetch(fetch) : [];
    return { country, borders };
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isNotFound(error)) throw data('Country not found', { status: 404 });
    throw serviceUnavailable(error);
  }
}

/**
 * The country's page, rendered on the server whole (no island), with its locator map: the country
 * zoomed to with its land neighbours around it, each a link to its page.
 */
export function Component() {
  const { country, borders } = useLoaderData<typeof loader>();
  const name = country.name.common;
  const neighbours = borders.map((border) => ({ ...border, href: href('country', { id: border.name.common }) }));
  const map = <LocatorMap countries={[country]} label={`${name} on a world map`} neighbours={neighbours} neighboursLabel={`Border countries of ${name}`} />;
  return <CountryDetail country={country} borders={borders} map={map} />;
}

/**
 * The page's meta: the country's common name as title, a one-line description (official name,
 * region, capital, population) and, for link previews, its card (`/country/{name}/card.png`, the
 * country-card route: a 1200×630 PNG of its flag and facts) with its size and text, shown large
 * (`twitter:card`). The render server writes the card's address under the site's origin.
 */
export const meta: RouteModule['meta'] = ({ loaderData }) => {
  const { country } = loaderData as Awaited<ReturnType<typeof loader>>;
  const capital = country.capital?.[0];
  const where = [country.subregion || country.region, capital && `capital ${capital}`].filter(Boolean).join(', ');
  const population = typeof country.population === 'number' ? `, population ${formatPopulation(country.population, 'en-US')}` : '';
  const card = cardFactsOf(country);
  const facts = card.facts.map(([label, text]) => `${label.toLowerCase()} ${text}`).join(', ');
  return [
    { title: `${country.name.common} · WorldAtlas` },
    { name: 'description', content: `${country.name.official}: ${where}${population}. Flag, native names, currencies, languages and neighbours.` },
    { property: 'og:image', content: href('country-card', { id: country.name.common }) },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(CARD_SIZE.width) },
    { property: 'og:image:height', content: String(CARD_SIZE.height) },
    { property: 'og:image:alt', content: `${country.flags?.svg ? `The flag of ${card.name}` : card.name}${facts ? `: ${facts}` : ''}.` },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
};

/** The page's headers: `Retry-After` when the API could not answer (503). */
export const headers = routeHeaders;

/** Every country's page, for the site map: the country route of each record of `GET /v3.1/all?fields=name`. */
const sitemap: NonNullable<RouteHandle['sitemap']> = async ({ apiBaseUrl, fetch }) => {
  const countries = await getJsonArray<{ name: { common: string } }>(`${apiBaseUrl}/v3.1/all?fields=name`, fetch);
  return countries.map((country) => href('country', { id: country.name.common }));
};

/** The pages it shows, for the site map; it reads no query. */
export const handle: RouteHandle = { sitemap };

const useClasses = defineClasses({
  columns: { display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, gap: '10', alignItems: 'start' },
});

/** The page's outline: Go Back, the flag, the heading and the facts. */
export function HydrateFallback() {
  const classes = useClasses();
  return (
    <Outline shape="country">
      <BoneStack gap="2rem">
        <Bone h="2.5rem" w="7rem" />
        <div className={classes.columns}>
          <Bone aspectRatio="3 / 2" />
          <BoneStack gap="1rem">
            <Bone h="2.375rem" w="50%" />
            <BoneLines count={9} />
          </BoneStack>
        </div>
      </BoneStack>
    </Outline>
  );
}
