import { Bone, BoneLines, BoneStack, Skeleton as Outline } from '@worldatlas/design-system';
import { countryName, defineMessages, languageOf, languageOfTag } from '@worldatlas/i18n';
import { data, href, type LoaderFunctionArgs, redirect, type RouteContext, type RouteHandle, type RouteModule, routeHeaders, useLoaderData } from '@worldatlas/routing';
import { ComparedView } from '../features/ComparedView';
import { comparedRequest, type ComparePageData, type NamedCountry, type NeighbourName, namesRequest, pickerNames, planComparison } from '../features/compare-data';
import { compareMeta } from '../features/compare-meta';
import { codesSearch, compareSearch, parseCompareQuery } from '../features/compare-query';
import { UnknownCodes } from '../features/UnknownCodes';
import { type CompareIntl, intlFor } from '../i18n';

const MESSAGES = defineMessages({
  unavailable: { id: 'compare.unavailable', defaultMessage: 'The countries service is not answering. Try again in a moment.', description: 'The error page’s text when the countries data cannot be read.' },
});

/** The route error when the countries API cannot answer, in `intl`'s language: the site's error page with 503 (the render server adds `Retry-After`). */
const unavailable = (intl: CompareIntl) => data(intl.formatMessage(MESSAGES.unavailable), { status: 503 });

/**
 * The comparison's data, from the address (`?countries=NPL,CHE&add=Chile`), in the page's language
 * (`context.locale`): every country's names and codes
 * (`GET /v3.1/all?fields=name,translations,cca3,cca2,altSpellings`), then the compared records
 * (`GET /v3.1/alpha?codes=`).
 * @returns the comparison (with a notice when codes were cut to four, or a typed name was not added)
 *   and every country's name for the picker, in the language's alphabetical order; or, answered 404,
 *   the codes no country has, with the others.
 * @throws a 303 redirect to the comparison with the country a typed name (in the page's language or
 *   English) names; the 503 error page when the API cannot answer.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { apiBaseUrl, fetch, locale } = context as RouteContext;
  const intl = intlFor(locale);
  const language = languageOfTag(locale);
  const query = parseCompareQuery(new URL(request.url).searchParams);
  let countries: NamedCountry[];
  try {
    countries = await namesRequest(apiBaseUrl, fetch);
  } catch {
    throw unavailable(intl);
  }
  const byCode = new Map(countries.map((country) => [country.cca3, country]));
  const nameOf = (code: string): NeighbourName => {
    const country = byCode.get(code);
    return country ? { name: countryName(country, language), id: country.name.common } : { name: code, id: code };
  };
  const plan = planComparison(query, countries, language);
  if (plan.kind === 'add') throw redirect(href('compare', {}, codesSearch(plan.codes)), 303);
  if (plan.kind === 'unknown') {
    return data({ kind: 'unknown' as const, unknown: plan.unknown, known: plan.known.map((code) => ({ code, name: nameOf(code).name })) }, { status: 404 });
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
    names: pickerNames(countries, language),
    borderNames: Object.fromEntries([...neighbours].map((code) => [code, nameOf(code)])),
  };
}

/** The compare page: the comparison, or the picker alone, or the page naming the unknown codes. */
export function Component() {
  const loaded = useLoaderData<ComparePageData>();
  if (loaded.kind === 'unknown') return <UnknownCodes unknown={loaded.unknown} known={loaded.known} />;
  return <ComparedView countries={loaded.countries} notice={loaded.notice} names={loaded.names} borderNames={loaded.borderNames} />;
}

/** The page's meta, in the language its address names ({@link compareMeta}). */
export const meta: RouteModule['meta'] = ({ loaderData, params }) => compareMeta(loaderData as ComparePageData | undefined, languageOf(params));

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
