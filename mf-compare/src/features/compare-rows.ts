import { formatArea, formatCallingCode, formatDensity, formatPopulation } from '@worldatlas/design-system';
import type { ComparedCountry } from './compare-data';

/** What a cell shows when the record has no value. */
const NOT_AVAILABLE = 'N/A';

/** A neighbour in the borders row: its code, its name, and whether it is shared (another compared country borders it too, or it is compared itself). */
interface BorderMention {
  code: string;
  name: string;
  shared: boolean;
}

/** How a row's top figure is marked: "larger" of two figures, "largest" of three or more. */
type TopFigureMark = 'larger' | 'largest';

/** The word for the top of `count` figures: the comparative for two, the superlative for more. */
export const topFigureMark = (count: number): TopFigureMark => (count > 2 ? 'largest' : 'larger');

/** One cell of the table: its text, the mark of the row's top figure when it holds it, and for the borders row the neighbours. */
export interface CompareCell {
  text: string;
  top?: TopFigureMark;
  borders?: BorderMention[];
}

/** One row of the table: a fact of every compared country. */
export interface CompareRow {
  label: string;
  cells: CompareCell[];
}

/** A list joined with commas, or {@link NOT_AVAILABLE}. */
const listed = (values: readonly string[] | undefined) => (values && values.length > 0 ? values.join(', ') : NOT_AVAILABLE);
const yesNo = (value: boolean | undefined) => (value === undefined ? NOT_AVAILABLE : value ? 'Yes' : 'No');

/**
 * A row of figures: each country's text, the top figure marked when at least two countries have one,
 * in the comparative when there are two figures to compare and the superlative for more.
 */
function figureRow(label: string, countries: readonly ComparedCountry[], figure: (country: ComparedCountry) => number | undefined, text: (country: ComparedCountry) => string | undefined): CompareRow {
  const figures = countries.map(figure);
  const known = figures.filter((value): value is number => typeof value === 'number' && Number.isFinite(value));
  const top = known.length > 1 ? Math.max(...known) : undefined;
  const mark = topFigureMark(known.length);
  return { label, cells: countries.map((country, index) => ({ text: text(country) ?? NOT_AVAILABLE, ...(top !== undefined && figures[index] === top && { top: mark }) })) };
}

/** A country's density in people per km², or undefined without a positive area. */
const density = (country: ComparedCountry) => (typeof country.area === 'number' && country.area > 0 ? country.population / country.area : undefined);

/** The borders row: each country's neighbours by name (`names`: cca3 → common name), the shared ones marked. */
function bordersRow(countries: readonly ComparedCountry[], names: ReadonlyMap<string, string>): CompareRow {
  const compared = new Set(countries.map((country) => country.cca3));
  const counts = new Map<string, number>();
  for (const code of countries.flatMap((country) => country.borders ?? [])) counts.set(code, (counts.get(code) ?? 0) + 1);
  const cells = countries.map((country): CompareCell => {
    const borders = (country.borders ?? []).map((code) => ({ code, name: names.get(code) ?? code, shared: compared.has(code) || (counts.get(code) ?? 0) > 1 }));
    return { text: borders.length > 0 ? borders.map((border) => border.name).join(', ') : 'None (no land border)', borders };
  });
  return { label: 'Borders', cells };
}

/**
 * The table's rows for `countries` (in their order), in `locale`: population, area, density (the top
 * figure marked "larger" of two, "largest" of more), capital, region, subregion, languages, currencies, calling code, time zones, driving side,
 * landlocked, UN member, top-level domain and borders (neighbours named from `names`, shared ones marked).
 */
export function compareRows(countries: readonly ComparedCountry[], names: ReadonlyMap<string, string>, locale: string | undefined): CompareRow[] {
  const text = (label: string, value: (country: ComparedCountry) => string): CompareRow => ({ label, cells: countries.map((country) => ({ text: value(country) })) });
  return [
    figureRow('Population', countries, (country) => country.population, (country) => (typeof country.population === 'number' ? formatPopulation(country.population, locale) : undefined)),
    figureRow('Area', countries, (country) => country.area, (country) => formatArea(country.area, locale)),
    figureRow('Population density', countries, density, (country) => formatDensity(country.population, country.area, locale)),
    text('Capital', (country) => listed(country.capital)),
    text('Region', (country) => country.region || NOT_AVAILABLE),
    text('Subregion', (country) => country.subregion || NOT_AVAILABLE),
    text('Languages', (country) => listed(Object.values(country.languages ?? {}))),
    text('Currencies', (country) => listed(Object.values(country.currencies ?? {}).map((currency) => (currency.symbol ? `${currency.name} (${currency.symbol})` : currency.name)))),
    text('Calling code', (country) => formatCallingCode(country.idd) ?? NOT_AVAILABLE),
    text('Time zones', (country) => listed(country.timezones)),
    text('Drives on the', (country) => (country.car?.side ? (country.car.side === 'left' ? 'Left' : 'Right') : NOT_AVAILABLE)),
    text('Landlocked', (country) => yesNo(country.landlocked)),
    text('UN member', (country) => yesNo(country.unMember)),
    text('Top-level domain', (country) => listed(country.tld)),
    bordersRow(countries, names),
  ];
}
