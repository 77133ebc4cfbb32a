import { formatArea, formatPopulation } from '@worldatlas/design-system/format';
import { countryHref } from '../../country-href';
import type { CardCountry } from '../../list-country';
import { truncateName } from './filterCountries';
import { LIST_MESSAGES as M, type ListFormat } from './list-messages';
import type { ListClasses } from './list-styles';

/** The mark after a fact's label, as the cards have always written it. */
const LABEL_END = ':';

/** Props of {@link CountryCard}. */
export interface CountryCardProps {
  country: CardCountry;
  /** In the first row: the flag loads at once, at high priority (it is the page's largest paint); the others load lazily. */
  priority?: boolean;
  /** Numbers in this locale (BCP 47). */
  locale: string;
  /** The address of a country's page, with `COUNTRY_NAME_SLOT` for its name (`countryHref`). */
  countryPath: string;
  /** Formats the list's messages in the page's language. */
  format: ListFormat;
  classes: ListClasses;
}

/**
 * One country in the list: flag (whole, in a fixed 3:2 box), name (cut to 10 characters, full name in
 * a title and for assistive technology), population, its area in km² (`formatArea`, or 'N/A'; shown
 * only while the list is sorted by area, see `SORTED_BY_ATTRIBUTE`), region, first capital or 'N/A',
 * and Read More, a link to its page. Rendered in the list's cards (`CountryCards`).
 */
export function CountryCard({ country, priority = false, locale, countryPath, format, classes }: CountryCardProps) {
  const name = country.name.common;
  // After Read More, for assistive technology: which country's page it opens.
  const about = ` ${format(M.readMoreAbout, { name })}`;
  const fact = (label: string, value: string, className?: string) => (
    <p className={className}>
      <span className={classes.fact}>{label}{LABEL_END}</span> {value}
    </p>
  );
  return (
    <article className={classes.card}>
      <div className={classes.flagBox}>
        <img
          className={classes.flag}
          src={country.flags.svg}
          alt={country.flags.alt}
          width={300}
          height={200}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
        />
      </div>
      <div className={classes.cardBody}>
        <h2 className={classes.cardTitle} title={name} aria-label={name}>
          {truncateName(name)}
        </h2>
        {fact(format(M.population), formatPopulation(country.population, locale))}
        {fact(format(M.area), formatArea(country.area, locale) ?? format(M.none), classes.cardArea)}
        {fact(format(M.cardRegion), country.region)}
        {fact(format(M.capital), country.capital?.[0] ?? format(M.none))}
      </div>
      <div className={classes.cardFooter}>
        {/* The country's name in the link's text, not only its label: search engines read the text. */}
        <a className={classes.readMore} href={countryHref(countryPath, name)}>
          {format(M.readMore)}<span className={classes.visuallyHidden}>{about}</span>
        </a>
      </div>
    </article>
  );
}
