import { formatPopulation, type CountrySummary } from '@worldatlas/contracts';
import { defineClasses, useLocale } from '@worldatlas/design-system';
import { Link } from '@worldatlas/routing';
import { createContext, memo, use } from 'react';
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

/**
 * The list's query string (`?q=ne&region=Asia`, or empty), carried to a country page for its Go Back.
 * A context, not a card prop: it changes with each keystroke, and then only the Read More links
 * render again, not every card.
 */
export const ListSearch = createContext('');

/** Read More: the country's page, with the list's query in the history state. */
function ReadMore({ name, className }: { name: string; className: string }) {
  const listSearch = use(ListSearch);
  return (
    <Link className={className} to={countryPath(name)} state={{ listSearch }} aria-label={`Read More about ${name}`}>
      Read More
    </Link>
  );
}

/** Props of {@link CountryCard}. */
export interface CountryCardProps {
  country: CountrySummary;
  /** In the first row: the flag loads at once, at high priority (it is the page's largest paint); the others load lazily. */
  priority?: boolean;
}

/**
 * One country in the list: flag (whole, in a fixed 3:2 box), name (cut to 10 characters, full name in
 * a title), population, region, first capital or 'N/A', and Read More to its page. The link carries
 * the list's query ({@link ListSearch}) so Go Back returns to the same filtered list. Memoised: a
 * card renders again only when its country or priority changes.
 */
export const CountryCard = memo(function CountryCard({ country, priority = false }: CountryCardProps) {
  const classes = useCardClasses();
  const locale = useLocale();
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
        {fact('Population', formatPopulation(country.population, locale))}
        {fact('Region', country.region)}
        {fact('Capital', country.capital?.[0] ?? 'N/A')}
      </div>
      <div className={classes.footer}>
        <ReadMore name={name} className={classes.readMore} />
      </div>
    </article>
  );
});
