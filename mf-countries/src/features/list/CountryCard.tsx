import { formatArea, formatPopulation } from '@worldatlas/design-system/format';
import { dataText, isolated } from '@worldatlas/i18n';
import type { ReactNode } from 'react';
import { countryHref } from '../../country-href';
import { type CardCountry, type RegionNames, shownName, shownRegion } from '../../list-country';
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
  /** The regions' names in the page's language, on a page in another language than English (which isolates the data in its texts too). */
  regionNames?: RegionNames;
  /** Formats the list's messages in the page's language. */
  format: ListFormat;
  classes: ListClasses;
}

/**
 * One country in the list: flag (whole, in a fixed 3:2 box, described in the page's language), name in the page's language (cut to 10
 * characters, full name in a title and for assistive technology), population, its area in km²
 * (`formatArea`, or 'N/A'; shown only while the list is sorted by area, see `SORTED_BY_ATTRIBUTE`),
 * region (in the page's language), first capital or 'N/A', and Read More, a link to its page (under
 * its English name). Numbers in `locale`'s format. On a page in another language than English the
 * data is isolated in its texts (`<bdi>`). Rendered in the list's cards (`CountryCards`).
 */
export function CountryCard({ country, priority = false, locale, countryPath, regionNames, format, classes }: CountryCardProps) {
  const name = shownName(country);
  const isolate = regionNames !== undefined;
  const label = isolated(name, isolate);
  // After Read More, for assistive technology: which country's page it opens.
  const about = ` ${format(M.readMoreAbout, { name: label })}`;
  const fact = (title: string, value: ReactNode, className?: string) => (
    <p className={className}>
      <span className={classes.fact}>{title}{LABEL_END}</span> {value}
    </p>
  );
  // The data, isolated; 'N/A' is the page's own text.
  const data = (value: string | undefined) => (value === undefined ? format(M.none) : dataText(value, isolate));
  return (
    <article className={classes.card}>
      <div className={classes.flagBox}>
        <img
          className={classes.flag}
          src={country.flags.svg}
          // The data's description is English: another language's pages say it themselves.
          alt={isolate ? format(M.flagAlt, { name: label }) : country.flags.alt}
          width={300}
          height={200}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
        />
      </div>
      <div className={classes.cardBody}>
        <h2 className={classes.cardTitle} title={label} aria-label={label}>
          {data(truncateName(name))}
        </h2>
        {fact(format(M.population), data(formatPopulation(country.population, locale)))}
        {fact(format(M.area), data(formatArea(country.area, locale)), classes.cardArea)}
        {fact(format(M.cardRegion), data(shownRegion(country.region, regionNames)))}
        {fact(format(M.capital), data(country.capital?.[0]))}
      </div>
      <div className={classes.cardFooter}>
        {/* The country's name in the link's text, not only its label: search engines read the text. */}
        <a className={classes.readMore} href={countryHref(countryPath, country.name.common)}>
          {format(M.readMore)}<span className={classes.visuallyHidden}>{about}</span>
        </a>
      </div>
    </article>
  );
}
