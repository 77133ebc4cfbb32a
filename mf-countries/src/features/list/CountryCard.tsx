import { formatPopulation, type CountrySummary } from '@worldatlas/contracts';
import { defineClasses } from '@worldatlas/design-system';
import { Link } from '@worldatlas/routing';
import { memo } from 'react';
import { countryPath } from '../../countryPath';
import { truncateName } from './filterCountries';

// Resolved once per page: a card is plain elements with these classes, not a dozen Chakra components
// each resolving its style props, which cost a long task for 250 cards.
const useCardClasses = defineClasses({
  root: { slotRecipe: 'card', slot: 'root', variants: { variant: 'elevated' }, css: { h: 'full', overflow: 'hidden' } },
  flagBox: { aspectRatio: '3 / 2', overflow: 'hidden', bg: 'bg.muted', p: '2' },
  flag: { display: 'block', w: 'full', h: 'full', objectFit: 'contain' },
  body: { slotRecipe: 'card', slot: 'body', variants: { variant: 'elevated' }, css: { gap: '1' } },
  title: { slotRecipe: 'card', slot: 'title', variants: { variant: 'elevated' }, css: { fontSize: 'lg' } },
  label: { fontWeight: 'semibold' },
  footer: { slotRecipe: 'card', slot: 'footer', variants: { variant: 'elevated' } },
  readMore: { recipe: 'button', variants: { size: 'sm', variant: 'solid' }, css: { colorPalette: 'blue' } },
});

/** Props of {@link CountryCard}. */
export interface CountryCardProps {
  country: CountrySummary;
  /** The list's query string (`?q=ne&region=Asia`, or empty), carried to the country page for Go Back. */
  listSearch: string;
  /** In the first row: the flag loads at once, at high priority (it is the page's largest paint); the others load lazily. */
  priority?: boolean;
}

/**
 * One country in the list: flag (whole, in a fixed 3:2 box), name (cut to 10 characters, full name in
 * a title), population, region, first capital or 'N/A', and Read More to its page. The link carries
 * the list's query so Go Back returns to the same filtered list. Memoised: a card renders again only
 * when its country or the list's query changes.
 */
export const CountryCard = memo(function CountryCard({ country, listSearch, priority = false }: CountryCardProps) {
  const classes = useCardClasses();
  const name = country.name.common;
  const fact = (label: string, value: string) => (
    <p>
      <span className={classes.label}>{label}:</span> {value}
    </p>
  );
  return (
    <article className={classes.root}>
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
      <div className={classes.body}>
        {/* The cut name is for the eye; assistive technology reads the whole name. */}
        <h2 className={classes.title} title={name} aria-label={name}>
          {truncateName(name)}
        </h2>
        {fact('Population', formatPopulation(country.population))}
        {fact('Region', country.region)}
        {fact('Capital', country.capital?.[0] ?? 'N/A')}
      </div>
      <div className={classes.footer}>
        <Link className={classes.readMore} to={countryPath(name)} state={{ listSearch }} aria-label={`Read More about ${name}`}>
          Read More
        </Link>
      </div>
    </article>
  );
});
