import { formatArea, formatCallingCode, formatDensity, formatPopulation } from '@worldatlas/design-system';
import { defineMessages, type Message } from '@worldatlas/i18n';
import type { CompareIntl } from '../i18n';
import type { ComparedCountry } from './compare-data';

/** The table's row labels. */
const LABELS = defineMessages({
  population: { id: 'compare.table.population', defaultMessage: 'Population', description: 'A row label of the comparison table: how many people live in each country.' },
  area: { id: 'compare.table.area', defaultMessage: 'Area', description: 'A row label of the comparison table: each country’s area, in km².' },
  density: { id: 'compare.table.density', defaultMessage: 'Population density', description: 'A row label of the comparison table: people per km².' },
  capital: { id: 'compare.table.capital', defaultMessage: 'Capital' },
  region: { id: 'compare.table.region', defaultMessage: 'Region', description: 'A row label: the continent (Asia, Europe…).' },
  subregion: { id: 'compare.table.subregion', defaultMessage: 'Subregion', description: 'A row label: part of a continent (Southern Asia, Western Europe…).' },
  languages: { id: 'compare.table.languages', defaultMessage: 'Languages' },
  currencies: { id: 'compare.table.currencies', defaultMessage: 'Currencies' },
  callingCode: { id: 'compare.table.callingCode', defaultMessage: 'Calling code', description: 'A row label: the international telephone prefix (+977).' },
  timezones: { id: 'compare.table.timezones', defaultMessage: 'Time zones' },
  drivingSide: { id: 'compare.table.drivingSide', defaultMessage: 'Drives on the', description: 'A row label completed by its cells, "Left" or "Right": the side of the road traffic keeps to.' },
  landlocked: { id: 'compare.table.landlocked', defaultMessage: 'Landlocked', description: 'A row label: whether the country has no coast; its cells say Yes or No.' },
  unMember: { id: 'compare.table.unMember', defaultMessage: 'UN member', description: 'A row label: whether the country is a member of the United Nations; its cells say Yes or No.' },
  tld: { id: 'compare.table.tld', defaultMessage: 'Top-level domain', description: 'A row label: the country’s internet domain (.np).' },
  borders: { id: 'compare.table.borders', defaultMessage: 'Borders', description: 'A row label: the neighbouring countries.' },
});

/** The texts of the table's cells that are not data. */
const VALUES = defineMessages({
  notAvailable: { id: 'compare.table.notAvailable', defaultMessage: 'N/A', description: 'A table cell when the data has no value.' },
  yes: { id: 'compare.table.yes', defaultMessage: 'Yes', description: 'A table cell: Landlocked or UN member, yes.' },
  no: { id: 'compare.table.no', defaultMessage: 'No', description: 'A table cell: Landlocked or UN member, no.' },
  left: { id: 'compare.table.left', defaultMessage: 'Left', description: 'The cell of the row "Drives on the": traffic keeps to the left.' },
  right: { id: 'compare.table.right', defaultMessage: 'Right', description: 'The cell of the row "Drives on the": traffic keeps to the right.' },
  noBorder: { id: 'compare.table.noBorder', defaultMessage: 'None (no land border)', description: 'The Borders cell of an island country.' },
});

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

/**
 * A row of figures: each country's text (`notAvailable` without one), the top figure marked when at
 * least two countries have one, in the comparative when there are two figures to compare and the
 * superlative for more.
 */
function figureRow(
  label: string,
  countries: readonly ComparedCountry[],
  figure: (country: ComparedCountry) => number | undefined,
  text: (country: ComparedCountry) => string | undefined,
  notAvailable: string,
): CompareRow {
  const figures = countries.map(figure);
  const known = figures.filter((value): value is number => typeof value === 'number' && Number.isFinite(value));
  const top = known.length > 1 ? Math.max(...known) : undefined;
  const mark = topFigureMark(known.length);
  return { label, cells: countries.map((country, index) => ({ text: text(country) ?? notAvailable, ...(top !== undefined && figures[index] === top && { top: mark }) })) };
}

/** A country's density in people per km², or undefined without a positive area. */
const density = (country: ComparedCountry) => (typeof country.area === 'number' && country.area > 0 ? country.population / country.area : undefined);

/** The borders row, labelled `label`: each country's neighbours by name (`names`: cca3 → common name), the shared ones marked; `none` for a country without. */
function bordersRow(countries: readonly ComparedCountry[], names: ReadonlyMap<string, string>, label: string, none: string): CompareRow {
  const compared = new Set(countries.map((country) => country.cca3));
  const counts = new Map<string, number>();
  for (const code of countries.flatMap((country) => country.borders ?? [])) counts.set(code, (counts.get(code) ?? 0) + 1);
  const cells = countries.map((country): CompareCell => {
    const borders = (country.borders ?? []).map((code) => ({ code, name: names.get(code) ?? code, shared: compared.has(code) || (counts.get(code) ?? 0) > 1 }));
    return { text: borders.length > 0 ? borders.map((border) => border.name).join(', ') : none, borders };
  });
  return { label, cells };
}

/**
 * The table's rows for `countries` (in their order), labelled in `intl`'s language, figures in
 * `locale`: population, area, density (the top figure marked "larger" of two, "largest" of more),
 * capital, region, subregion, languages, currencies, calling code, time zones, driving side,
 * landlocked, UN member, top-level domain and borders (neighbours named from `names`, shared ones
 * marked). The data's values (capitals, names, codes) are shown as the API gives them.
 */
export function compareRows(countries: readonly ComparedCountry[], names: ReadonlyMap<string, string>, locale: string | undefined, intl: CompareIntl): CompareRow[] {
  const say = (message: Message) => intl.formatMessage(message);
  const notAvailable = say(VALUES.notAvailable);
  const listed = (values: readonly string[] | undefined) => (values && values.length > 0 ? values.join(', ') : notAvailable);
  const yesNo = (value: boolean | undefined) => (value === undefined ? notAvailable : say(value ? VALUES.yes : VALUES.no));
  const text = (label: Message, value: (country: ComparedCountry) => string): CompareRow => ({ label: say(label), cells: countries.map((country) => ({ text: value(country) })) });
  const figures = (label: Message, figure: (country: ComparedCountry) => number | undefined, shown: (country: ComparedCountry) => string | undefined) => figureRow(say(label), countries, figure, shown, notAvailable);
  return [
    figures(LABELS.population, (country) => country.population, (country) => (typeof country.population === 'number' ? formatPopulation(country.population, locale) : undefined)),
    figures(LABELS.area, (country) => country.area, (country) => formatArea(country.area, locale)),
    figures(LABELS.density, density, (country) => formatDensity(country.population, country.area, locale)),
    text(LABELS.capital, (country) => listed(country.capital)),
    text(LABELS.region, (country) => country.region || notAvailable),
    text(LABELS.subregion, (country) => country.subregion || notAvailable),
    text(LABELS.languages, (country) => listed(Object.values(country.languages ?? {}))),
    text(LABELS.currencies, (country) => listed(Object.values(country.currencies ?? {}).map((currency) => (currency.symbol ? `${currency.name} (${currency.symbol})` : currency.name)))),
    text(LABELS.callingCode, (country) => formatCallingCode(country.idd) ?? notAvailable),
    text(LABELS.timezones, (country) => listed(country.timezones)),
    text(LABELS.drivingSide, (country) => (country.car?.side ? say(country.car.side === 'left' ? VALUES.left : VALUES.right) : notAvailable)),
    text(LABELS.landlocked, (country) => yesNo(country.landlocked)),
    text(LABELS.unMember, (country) => yesNo(country.unMember)),
    text(LABELS.tld, (country) => listed(country.tld)),
    bordersRow(countries, names, say(LABELS.borders), say(VALUES.noBorder)),
  ];
}
