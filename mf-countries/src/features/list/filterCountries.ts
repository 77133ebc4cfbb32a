import type { CountrySummary } from '@worldatlas/contracts';
import type { ListQuery } from './list-query';

const collators = new Map<string, Intl.Collator>();
/** One collator per locale: building one is far dearer than a comparison. */
function collatorFor(locale: string | undefined): Intl.Collator {
  const key = locale ?? '';
  let collator = collators.get(key);
  if (!collator) {
    collator = new Intl.Collator(locale);
    collators.set(key, collator);
  }
  return collator;
}

/**
 * The countries to show for a query: common name containing the search text (any case,
 * spaces around it ignored, as a pasted name often has them; empty shows all), region equal to the
 * chosen one unless `all`, ordered by common name the way `locale` orders words (the page's locale,
 * a BCP 47 tag: "Åland Islands" next to "Afghanistan" in English), ascending or descending.
 * Does not change `countries`.
 */
export function filterCountries(countries: readonly CountrySummary[], query: Pick<ListQuery, 'search' | 'region' | 'sort'>, locale: string | undefined): CountrySummary[] {
  // toLowerCase, not toLocaleLowerCase: the same match in every browser language (Turkish rules lower "India" to "ındia").
  const needle = query.search.trim().toLowerCase();
  const direction = query.sort === 'desc' ? -1 : 1;
  const { compare } = collatorFor(locale);
  return countries
    .filter((country) => !needle || country.name.common.toLowerCase().includes(needle))
    .filter((country) => query.region === 'all' || country.region === query.region)
    .sort((a, b) => direction * compare(a.name.common, b.name.common));
}

/** A card's name: cut to 10 characters followed by '...' when longer. */
export function truncateName(name: string, max = 10): string {
  return name.length > max ? `${name.slice(0, max)}...` : name;
}
