import { Bone, BoneLines, BoneStack, Skeleton as Outline } from '@worldatlas/design-system';
import { defineMessages, languageOf } from '@worldatlas/i18n';
import { data, href, type LoaderFunctionArgs, redirect, type RouteContext, type RouteHandle, type RouteModule, routeHeaders, useLoaderData } from '@worldatlas/routing';
import { ComparedView, comparisonTitle } from '../features/ComparedView';
import { comparedRequest, type NamedCountry, namesRequest, planComparison } from '../features/compare-data';
import { codesSearch, compareSearch, parseCompareQuery } from '../features/compare-query';
import { UnknownCodes, unknownCodesHeading } from '../features/UnknownCodes';
import { type CompareIntl, intlFor } from '../i18n';

const MESSAGES = defineMessages({
  unavailable: { id: 'compare.unavailable', defaultMessage: 'The countries service is not answering. Try again in a moment.', description: 'The error page’s text when the countries data cannot be read.' },
  title: { id: 'compare.meta.title', defaultMessage: '{title} · WorldAtlas', description: 'The page’s title in the browser’s tab and search results: its heading, then the site’s name.' },
  unknownDescription: { id: 'compare.meta.unknownDescription', defaultMessage: 'No country has the code {codes}.', description: 'The search-result description of the page of unknown codes; codes: comma-separated.' },
  description: {
    id: 'compare.meta.description',
    defaultMessage: '{countries} side by side: population, area, density, capitals, languages, currencies, time zones and borders.',
    description: 'The search-result description of a comparison; countries: the compared countries’ names as a list ("Nepal and Switzerland").',
  },
  pickerDescription: { id: 'compare.meta.pickerDescription', defaultMessage: 'Compare two to four countries side by side: population, area, languages, currencies, borders and more.' },
});

/** The route error when the countries API cannot answer, in `intl`'s language: the site's error page with 503 (the render server adds `Retry-After`). */
const unavailable = (intl: CompareIntl) => data(intl.formatMessage(MESSAGES.unavailable), { status: 503 });

/**
 * The comparison's data, from the address (`?countries=NPL,CHE&add=Chile`): every country's names
 * and codes (`GET /v3.1/all?fields=name,cca3,cca2,altSpellings`), then the compared records
 * (`GET /v3.1/alpha?codes=`).
 * @returns the comparison (with a notice when codes were cut to four, or a typed name was not added);
 *   or, answered 404, the codes no country has, with the others.
 * @throws a 303 redirect to the comparison with the country a typed name names; the 503 error page
 *   when the API cannot answer.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { apiBaseUrl, fetch, locale } = context as RouteContext;
  const intl = intlFor(locale);
  const query = parseCompareQuery(new URL(request.url).searchParams);
  let countries: NamedCountry[];
  try {
    countries = await namesRequest(apiBaseUrl, fetch);
  } catch {
    throw unavailable(intl);
  }
  const nameOf = new Map(countries.map((country) => [country.cca3, country.name.common]));
  const plan = planComparison(query, countries);
  if (plan.kind === 'add') throw redirect(href('compare', {}, codesSearch(plan.codes)), 303);
  if (plan.kind === 'unknown') {
    return data({ kind: 'unknown' as const, unknown: plan.unknown, known: plan.known.map((code) => ({ code, name: nameOf.get(code) ?? code })) }, { status: 404 });
  }
  let compared: Awaited<ReturnType<typeof comparedRequest>> = [];
  try {
    if (plan.codes.length > 0) compared = await comparedRequest(apiBaseUrl, plan.codes, fetch);
  } catch {
    throw unavailable(intl);
  }
  const neighbours = new Set(compared.flatMap((country) => country.borders ?? []));
  return {
    kind: 'compare' as const,
    countries: compared,
    notice: plan.notice,
    // Every name, for the picker's suggestions, in English alphabetical order (the names are English).
    names: [...nameOf.values()].sort((a, b) => a.localeCompare(b, 'en')),
    borderNames: Object.fromEntries([...neighbours].map((code) => [code, nameOf.get(code) ?? code])),
  };
}

/** The loader's data as the view reads it: React Router unwraps an answer given with a status (`data(…, { status: 404 })`). */
type PageData =
  | { kind: 'unknown'; unknown: string[]; known: { code: string; name: string }[] }
  | Extract<Awaited<ReturnType<typeof loader>>, { kind: 'compare' }>;

/** The compare page: the comparison, or the picker alone, or the page naming the unknown codes. */
export function Component() {
  const loaded = useLoaderData<PageData>();
  if (loaded.kind === 'unknown') return <UnknownCodes unknown={loaded.unknown} known={loaded.known} />;
  return <ComparedView countries={loaded.countries} notice={loaded.notice} names={loaded.names} borderNames={loaded.borderNames} />;
}


/** The page's meta, in the language its address names: the compared countries in the title and description, the first one's flag as the preview image. */
export const meta: RouteModule['meta'] = ({ loaderData, params }) => {
  const intl = intlFor(languageOf(params).tag);
  const titled = (title: string) => ({ title: intl.formatMessage(MESSAGES.title, { title }) });
  const loaded = loaderData as PageData | undefined;
  if (!loaded) return [titled(comparisonTitle(intl, []))];
  if (loaded.kind === 'unknown') return [titled(unknownCodesHeading(intl)), { name: 'description', content: intl.formatMessage(MESSAGES.unknownDescription, { codes: loaded.unknown.join(', ') }) }];
  const names = loaded.countries.map((country) => country.name.common);
  const description =
    names.length >= 2 ? intl.formatMessage(MESSAGES.description, { countries: intl.formatList(names, { type: 'conjunction' }) }) : intl.formatMessage(MESSAGES.pickerDescription);
  const image = names.length >= 2 ? loaded.countries[0]?.flags?.svg : undefined;
  return [titled(comparisonTitle(intl, names)), { name: 'description', content: description }, ...(image ? [{ property: 'og:image', content: image }] : [])];
};

/** The page's headers: those of its loader's answer and errors. */
export const headers = routeHeaders;

/**
 * The query the page reads, in one spelling (`?countries=NPL,CHE`, then `&add=…`), and a 308 from
 * any other spelling of it (letter case, spaces, repeats): the address is what visitors share.
 */
export const handle: RouteHandle = { canonicalSearch: (search) => compareSearch(parseCompareQuery(search)), redirectToCanonical: true };

/** The page's outline: its heading, the picker and the table. */
export function HydrateFallback() {
  return (
    <Outline shape="compare">
      <BoneStack gap="2rem">
        <Bone h="2.5rem" w="60%" />
        <Bone h="4.5rem" w="28rem" />
        <BoneLines count={12} />
      </BoneStack>
    </Outline>
  );
}
