import { SUBREGIONS_BY_REGION } from '@worldatlas/contracts';
import { countryListNamesRequest, countryListRequest, countryListSearchRequest } from '@worldatlas/countries-client';
import { Bone, BoneCards, BoneStack, defineClasses, Heading, Skeleton as Outline, Stack, useLocale } from '@worldatlas/design-system';
import { defineMessages, isolatesData, languageOf, languageOfTag } from '@worldatlas/i18n';
import { islandFormatter } from '@worldatlas/i18n/island';
import { islandMessages } from '@worldatlas/i18n/server';
import { Island } from '@worldatlas/islands';
import { href, type LoaderFunctionArgs, type RouteContext, type RouteHandle, type RouteModule, routeHeaders, useLoaderData } from '@worldatlas/routing';
import { COUNTRY_NAME_SLOT } from '../country-href';
import { serviceUnavailable } from '../features/api-errors';
import { CountryCards } from '../features/list/CountryCards';
import { toListCountry } from '../list-country';
import { regionNamesOf, withLocalNames } from '../list-names';
import { ALL_SUBREGIONS, needsSearchFields, normalizeSearchText, parseListQuery, toSearchParams } from '../features/list/list-query';
import { LIST_STYLES } from '../features/list/list-styles';
import { filterCountries, indexCountries } from '../features/list/filterCountries';
import { MAP_STYLES } from '../features/map/map-styles';
import { WorldMap } from '../features/map/WorldMap';
import { intlFor } from '../i18n';
import CountryListIsland from '../islands/CountryListIsland';
import { COUNTRY_LIST_ISLAND_MESSAGES } from '../islands/CountryListIsland.messages';

const MESSAGES = defineMessages({
  heading: { id: 'countries.list.heading', defaultMessage: 'Countries of the world', description: 'The heading of the list of every country.' },
  title: { id: 'countries.list.title', defaultMessage: 'Countries · WorldAtlas', description: 'The list page’s title, in the browser’s tab. WorldAtlas is the site’s name.' },
  description: { id: 'countries.list.description', defaultMessage: 'Every country and territory of the world, searchable by name and filtered by region, as cards or on a world map.', description: 'The list page’s description, in search results.' },
});

/**
 * The list's data for its address: every country (`GET /v3.1/all` with the list's fields), with its
 * name in the page's language (`localName`, from every country's `translations`: another
 * `GET /v3.1/all`, on a page in a language the data has names in), every country's languages and
 * currencies when the query searches by them (another `GET /v3.1/all`), and the query itself.
 * @throws the 503 error page (`Retry-After`) when the API cannot answer.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { apiBaseUrl, fetch, locale } = context as RouteContext;
  const query = parseListQuery(new URL(request.url).searchParams);
  const language = languageOfTag(locale);
  try {
    const [countries, searchFields, names] = await Promise.all([
      countryListRequest(apiBaseUrl).fetch(fetch),
      needsSearchFields(query) ? countryListSearchRequest(apiBaseUrl).fetch(fetch) : undefined,
      language.dataKey ? countryListNamesRequest(apiBaseUrl).fetch(fetch) : undefined,
    ]);
    return { countries: names ? withLocalNames(countries, names, language) : countries, searchFields, query, apiBaseUrl };
  } catch (error) {
    throw serviceUnavailable(error, locale);
  }
}

/**
 * The list's query as its parser reads it, in one spelling: defaults left out, the search text
 * normalized (`normalizeSearchText`: trimmed, inner white space one space, 100 characters at most),
 * and a subregion kept only when it is one of its region's in the data (`SUBREGIONS_BY_REGION`).
 * Parameters it does not know, their order, and any value that shows the same list make no other
 * page: the render server renders, caches and names the page by this query alone.
 */
const canonicalSearch: NonNullable<RouteHandle['canonicalSearch']> = (search) => {
  const query = parseListQuery(search);
  const subregions: readonly string[] = query.region === 'all' ? [] : SUBREGIONS_BY_REGION[query.region];
  const canonical = { ...query, search: normalizeSearchText(query.search), subregion: subregions.includes(query.subregion) ? query.subregion : ALL_SUBREGIONS };
  const text = toSearchParams(canonical).toString();
  return text ? `?${text}` : '';
};

const useListClasses = defineClasses(LIST_STYLES);
// In both views: the island draws the other view in the browser with them.
const useMapClasses = defineClasses(MAP_STYLES);

/**
 * The country list (`/country`): its heading, then the list's island (search by name, capital,
 * language or currency, region, subregion, sort by name, population or area, Asc/Desc, the count
 * and List or Map), rendered for the page's query, followed by what the island selects from: the
 * cards (`CountryCards`: every country's, those of the query shown in its order) or, in the map
 * view, the world map drawn here. The island draws the other view itself when the visitor switches.
 * Countries, regions and subregions are named in the page's language; the island gets those names
 * (`localName`, `regionNames`), not the tables they come from.
 */
export function Component() {
  const { countries, ...data } = useLoaderData<typeof loader>();
  const classes = useListClasses();
  const mapClasses = useMapClasses();
  const locale = useLocale() ?? 'en-US';
  const intl = intlFor(useLocale());
  const language = languageOfTag(locale);
  const regionNames = isolatesData(language) ? regionNamesOf(countries, language) : undefined;
  // The island's messages, parsed: the server's cards and map are formatted with them too, as the island's.
  const messages = islandMessages(intl, COUNTRY_LIST_ISLAND_MESSAGES);
  const format = islandFormatter(locale, messages);
  const countryPath = href('country', { id: COUNTRY_NAME_SLOT });
  const shown = filterCountries(indexCountries(countries, data.searchFields, locale), data.query, locale);
  const props = { ...data, countries: countries.map(toListCountry), count: shown.length, locale, regionNames, messages, listPath: href('countries'), countryPath, classes, mapClasses };
  return (
    <Stack gap="6">
      <Heading as="h1" size="3xl">
        {intl.formatMessage(MESSAGES.heading)}
      </Heading>
      <Island module="countries/CountryListIsland" component={CountryListIsland} props={props} />
      {data.query.view === 'map' ? (
        <WorldMap countries={countries} shown={shown} locale={locale} countryPath={countryPath} classes={mapClasses} format={format} />
      ) : (
        <CountryCards countries={countries} shown={shown} query={data.query} locale={locale} countryPath={countryPath} regionNames={regionNames} format={format} classes={classes} />
      )}
    </Stack>
  );
}

/** The query it reads, in one spelling. */
export const handle: RouteHandle = { canonicalSearch };

/** The list's title and description. */
export const meta: RouteModule['meta'] = ({ params }) => {
  const intl = intlFor(languageOf(params).tag);
  return [{ title: intl.formatMessage(MESSAGES.title) }, { name: 'description', content: intl.formatMessage(MESSAGES.description) }];
};

/** The page's headers: `Retry-After` when the API could not answer (503). */
export const headers = routeHeaders;

/** The list's outline: its heading, the controls, the view choice, the count and a first row of cards. */
export function HydrateFallback() {
  return (
    <Outline shape="list">
      <BoneStack gap="1.5rem">
        <Bone h="2.375rem" w="22rem" />
        <Bone h="9.25rem" />
        <Bone h="2.625rem" w="7.625rem" />
        <Bone h="1.5rem" w="8rem" />
        <BoneCards count={8} flag />
      </BoneStack>
    </Outline>
  );
}
