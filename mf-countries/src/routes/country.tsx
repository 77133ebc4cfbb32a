import { Bone, BoneLines, BoneStack, defineClasses, formatPopulation, Skeleton as Outline, useLocale } from '@worldatlas/design-system';
import { type BorderCountry, borderCountriesRequest, countryRequest, getJsonArray, isNotFound } from '@worldatlas/countries-client';
import { countryName, defineMessages, isolated, languageOf, languageOfTag, regionName, type SiteLanguage } from '@worldatlas/i18n';
import { data, href, type LoaderFunctionArgs, type MetaDescriptor, redirect, type RouteContext, type RouteHandle, type RouteModule, routeHeaders, useLoaderData } from '@worldatlas/routing';
import type { CountryDetails } from '@worldatlas/contracts';
import { LocatorMap } from '@worldatlas/world-map/locator-map';
import { serviceUnavailable } from '../features/api-errors';
import { CARD_SIZE, cardFactsOf } from '../features/share-card/ShareCard';
import { CountryDetail } from '../features/detail/CountryDetail';
import { DETAIL_MESSAGES } from '../features/detail/detail-messages';
import { intlFor } from '../i18n';

const MESSAGES = defineMessages({
  notFound: { id: 'countries.detail.notFound', defaultMessage: 'Country not found', description: 'The error page’s text when no country has the name in the address.' },
  mapLabel: { id: 'countries.detail.mapLabel', defaultMessage: '{country} on a world map', description: 'The text alternative of the country’s locator map; country: its name.' },
  unplaced: { id: 'countries.detail.unplaced', defaultMessage: 'Not on the map: {country}.', description: 'Under the locator map, when the data gives the country no place on it; country: its name.' },
  neighboursLabel: { id: 'countries.detail.neighboursLabel', defaultMessage: 'Border countries of {country}', description: 'The name, for screen readers, of the group of the neighbours’ links on the map; country: its name.' },
  title: { id: 'countries.detail.title', defaultMessage: '{country} · WorldAtlas', description: 'The page’s title in the browser’s tab and search results: the country’s name, then the site’s name.' },
  description: {
    id: 'countries.detail.description',
    defaultMessage: '{officialName}: {facts}. Flag, native names, currencies, languages and neighbours.',
    description: 'The search-result description; officialName: the country’s official name; facts: its region, capital and population, listed as the language lists things.',
  },
  capitalFact: { id: 'countries.detail.capitalFact', defaultMessage: 'capital {capital}', description: 'One fact of the page’s descriptions, after others and a comma; capital: a city’s name.' },
  populationFact: { id: 'countries.detail.populationFact', defaultMessage: 'population {population}', description: 'One fact of the page’s descriptions, after others and a comma; population: a number.' },
  regionFact: { id: 'countries.detail.regionFact', defaultMessage: 'region {region}', description: 'One fact of the preview image’s description, after others and a comma; region: the sub region and region’s names.' },
  imageAlt: { id: 'countries.detail.imageAlt', defaultMessage: 'The flag of {country}: {facts}.', description: 'The text alternative of the preview image of a link to the page; facts: capital, population and region, listed as the language lists things.' },
  nameOnly: { id: 'countries.detail.nameOnly', defaultMessage: '{country}.', description: 'The text alternative of the preview image of a country without a flag or facts: its name.' },
  imageAltNoFlag: { id: 'countries.detail.imageAltNoFlag', defaultMessage: '{country}: {facts}.', description: 'The text alternative of the preview image of a country without a flag; facts: capital, population and region, listed as the language lists things.' },
});

/**
 * A country page's data: the country named in the address (`GET /v3.1/name/{name}?fullText=true`,
 * then an exact alternative spelling) and its land neighbours' names (`GET /v3.1/alpha?codes=`).
 * @throws a 404 error page ("Country not found") when no country has the name; a 308 redirect to
 *   the page under the country's common name when the address spells it otherwise (`nepal`, an
 *   official name, "Côte d'Ivoire"); the 503 error page (`Retry-After`) when the API cannot answer.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const { apiBaseUrl, fetch, locale } = context as RouteContext;
  const name = params.id ?? '';
  try {
    const country = await countryRequest(apiBaseUrl, name).fetch(fetch);
    if (country.name.common !== name) throw redirect(href('country', { id: country.name.common }), 308);
    const codes = country.borders ?? [];
    const borders: BorderCountry[] = codes.length > 0 ? await borderCountriesRequest(apiBaseUrl, codes).fetch(fetch) : [];
    return { country, borders };
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isNotFound(error)) throw data(intlFor(locale).formatMessage(MESSAGES.notFound), { status: 404 });
    throw serviceUnavailable(error, locale);
  }
}

/**
 * The country's page in the page's language, rendered on the server whole (no island), with its locator map: the country
 * zoomed to with its land neighbours around it, each a link to its page, all named in the page's language.
 */
export function Component() {
  const { country, borders } = useLoaderData<typeof loader>();
  const locale = useLocale();
  const intl = intlFor(locale);
  const language = languageOfTag(locale);
  const shown = (record: Parameters<typeof countryName>[0]) => isolated(countryName(record, language), language);
  const name = shown(country);
  // The map names a neighbour's link by its `label`: the name the page shows.
  const neighbours = borders.map((border) => ({ ...border, label: shown(border), href: href('country', { id: border.name.common }) }));
  const map = (
    <LocatorMap
      countries={[country]}
      label={intl.formatMessage(MESSAGES.mapLabel, { country: name })}
      neighbours={neighbours}
      neighboursLabel={intl.formatMessage(MESSAGES.neighboursLabel, { country: name })}
      notOnTheMap={() => intl.formatMessage(MESSAGES.unplaced, { country: name })}
    />
  );
  return <CountryDetail country={country} borders={borders} map={map} />;
}

/**
 * The page's meta for `country` in `language`: the country's common name (in `language`) as title, a
 * one-line description (official name, region, capital, population, in `language`) and, for link
 * previews, its card (`/country/{name}/card.png`, the country-card route: a 1200×630 PNG of its flag
 * and facts) with its size and text, shown large (`twitter:card`). The card is drawn with the
 * data's English names, and its text names it so. The facts are listed as `language` lists things
 * (`Intl.ListFormat`, narrow: commas in English, 、 in Chinese, و in Arabic), the data isolated
 * (U+2068…U+2069) in every language but English. The render server writes the card's address under
 * the site's origin.
 */
export function countryMeta(country: CountryDetails, language: SiteLanguage): MetaDescriptor[] {
  const { tag } = language;
  const intl = intlFor(tag);
  const inText = (text: string) => isolated(text, language);
  const listed = (texts: readonly (string | undefined)[]) => intl.formatList(texts.filter((text): text is string => Boolean(text)), { type: 'conjunction', style: 'narrow' });
  const capital = country.capital?.[0];
  const region = country.subregion || country.region;
  const population = typeof country.population === 'number' ? formatPopulation(country.population, tag) : undefined;
  const facts = [region && inText(regionName(region, language)), capital && intl.formatMessage(MESSAGES.capitalFact, { capital: inText(capital) }), population && intl.formatMessage(MESSAGES.populationFact, { population: inText(population) })];
  const card = cardFactsOf(country, intl, tag);
  const factMessages = { capital: MESSAGES.capitalFact, population: MESSAGES.populationFact, region: MESSAGES.regionFact };
  const imageFacts = listed(card.facts.map(({ kind, text }) => intl.formatMessage(factMessages[kind], { [kind]: inText(text) })));
  const flag = Boolean(country.flags?.svg);
  const imageAlt = imageFacts
    ? intl.formatMessage(flag ? MESSAGES.imageAlt : MESSAGES.imageAltNoFlag, { country: inText(card.name), facts: imageFacts })
    : intl.formatMessage(flag ? DETAIL_MESSAGES.flagAlt : MESSAGES.nameOnly, { country: inText(card.name) });
  return [
    { title: intl.formatMessage(MESSAGES.title, { country: inText(countryName(country, language)) }) },
    { name: 'description', content: intl.formatMessage(MESSAGES.description, { officialName: inText(countryName(country, language, 'official')), facts: listed(facts) }) },
    { property: 'og:image', content: href('country-card', { id: country.name.common }) },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(CARD_SIZE.width) },
    { property: 'og:image:height', content: String(CARD_SIZE.height) },
    { property: 'og:image:alt', content: imageAlt },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
}

/** The page's meta in the page's language ({@link countryMeta}). */
export const meta: RouteModule['meta'] = ({ loaderData, params }) => countryMeta((loaderData as Awaited<ReturnType<typeof loader>>).country, languageOf(params));

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
  columns: { display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, gap: 'columns', alignItems: 'start' },
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
