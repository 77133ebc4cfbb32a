import { formatCallingCode, formatFigure, formatPopulation } from '@worldatlas/design-system/format';
import { currencyName, dataText, defineMessages, languageName, type Message, regionName, type SiteLanguage } from '@worldatlas/i18n';
import type { ReactNode } from 'react';
import type { CompareIntl } from '../i18n';
import type { ComparedCountry, NeighbourName } from './compare-data';

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
  density: { id: 'compare.table.densityValue', defaultMessage: '{density} people per km²', description: 'A population density; density: a number, already formatted.' },
});

/** An area in km², in the table and the chart: `area` is its figure, already formatted. */
export const AREA_VALUE = defineMessages({ area: { id: 'compare.table.areaValue', defaultMessage: '{area} km²', description: 'An area; area: a number, already formatted.' } }).area;

/** A neighbour in the borders row: its code, its name in the page's language, its page's id, and whether it is shared (another compared country borders it too, or it is compared itself). */
interface BorderMention extends NeighbourName {
  code: string;
  shared: boolean;
}

/** How a row's top figure is marked: "larger" of two figures, "largest" of three or more. */
type TopFigureMark = 'larger' | 'largest';

/** The word for the top of `count` figures: the comparative for two, the superlative for more. */
export const topFigureMark = (count: number): TopFigureMark => (count > 2 ? 'largest' : 'larger');

/** One cell of the table: what it shows (one text on an English page; data in `<bdi>` on another), the mark of the row's top figure when it holds it, and for the borders row the neighbours. */
export interface CompareCell {
  content: ReactNode;
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
function figureRow(label: string, countries: readonly ComparedCountry[], figure: (country: ComparedCountry) => number | undefined, text: (value: number) => ReactNode, notAvailable: string): CompareRow {
  const figures = countries.map((country) => {
    const value = figure(country);
    return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
  });
  const known = figures.filter((value) => value !== undefined);
  const top = known.length > 1 ? Math.max(...known) : undefined;
  const mark = topFigureMark(known.length);
  return { label, cells: figures.map((value) => ({ content: value === undefined ? notAvailable : text(value), ...(top !== undefined && value === top && { top: mark }) })) };
}

/** A country's area in km², or undefined without a positive one (the data's unknown). */
const areaOf = (country: ComparedCountry) => (typeof country.area === 'number' && country.area > 0 ? country.area : undefined);
/** A country's density in people per km², or undefined without a positive area. */
const density = (country: ComparedCountry) => {
  const area = areaOf(country);
  return area !== undefined && typeof country.population === 'number' ? country.population / area : undefined;
};

/** The borders row, labelled `label`: each country's neighbours by name (`names`: cca3 → name in the page's language and page id; the code for one without), the shared ones marked; `none` for a country without. */
function bordersRow(countries: readonly ComparedCountry[], names: ReadonlyMap<string, NeighbourName>, label: string, none: string): CompareRow {
  const compared = new Set(countries.map((country) => country.cca3));
  const counts = new Map<string, number>();
  for (const code of countries.flatMap((country) => country.borders ?? [])) counts.set(code, (counts.get(code) ?? 0) + 1);
  const cells = countries.map((country): CompareCell => {
    const borders = (country.borders ?? []).map((code) => ({ code, ...(names.get(code) ?? { name: code, id: code }), shared: compared.has(code) || (counts.get(code) ?? 0) > 1 }));
    return { content: borders.length > 0 ? undefined : none, borders };
  });
  return { label, cells };
}

/**
 * The table's rows for `countries` (in their order), labelled in `intl`'s language, figures in
 * `locale`: population, area, density (the top figure marked "larger" of two, "largest" of more),
 * capital, region, subregion, languages, currencies, calling code, time zones, driving side,
 * landlocked, UN member, top-level domain and borders (neighbours named from `names`, shared ones
 * marked). Regions, languages and currencies are named in `language` (CLDR, the data's English
 * where CLDR has no name); capitals, codes and time zones are the data's. Data is in `<bdi>` on a
 * page not in English ({@link dataText}), lists in the language's form.
 */
export function compareRows(countries: readonly ComparedCountry[], names: ReadonlyMap<string, NeighbourName>, locale: string | undefined, intl: CompareIntl, language: SiteLanguage): CompareRow[] {
  const say = (message: Message) => intl.formatMessage(message);
  const notAvailable = say(VALUES.notAvailable);
  const shown = (text: string, english = false, key?: number) => dataText(text, language, { english, key });
  const listed = (values: readonly { text: string; english?: boolean }[]) =>
    values.length > 0 ? intl.formatList(values.map((value, index) => shown(value.text, value.english, index)), { type: 'conjunction', style: 'narrow' }) : notAvailable;
  const plain = (values: readonly string[] | undefined) => listed((values ?? []).map((text) => ({ text })));
  const yesNo = (value: boolean | undefined) => (value === undefined ? notAvailable : say(value ? VALUES.yes : VALUES.no));
  const text = (label: Message, value: (country: ComparedCountry) => ReactNode): CompareRow => ({ label: say(label), cells: countries.map((country) => ({ content: value(country) })) });
  const figure = (value: number) => shown(formatFigure(value, locale));
  const region = (name: string | undefined) => (name ? shown(regionName(name, language)) : notAvailable);
  return [
    figureRow(say(LABELS.population), countries, (country) => country.population, (value) => shown(formatPopulation(value, locale)), notAvailable),
    figureRow(say(LABELS.area), countries, areaOf, (value) => intl.formatMessage(AREA_VALUE, { area: figure(value) }), notAvailable),
    figureRow(say(LABELS.density), countries, density, (value) => intl.formatMessage(VALUES.density, { density: figure(value) }), notAvailable),
    text(LABELS.capital, (country) => plain(country.capital)),
    text(LABELS.region, (country) => region(country.region)),
    text(LABELS.subregion, (country) => region(country.subregion)),
    text(LABELS.languages, (country) => listed(Object.entries(country.languages ?? {}).map(([code, name]) => languageName(code, name, language)))),
    text(LABELS.currencies, (country) =>
      listed(
        Object.entries(country.currencies ?? {}).map(([code, currency]) => {
          const name = currencyName(code, currency.name, language);
          return { text: currency.symbol ? `${name.text} (${currency.symbol})` : name.text, english: name.english };
        }),
      ),
    ),
    text(LABELS.callingCode, (country) => {
      const code = formatCallingCode(country.idd);
      return code ? shown(code) : notAvailable;
    }),
    text(LABELS.timezones, (country) => plain(country.timezones)),
    text(LABELS.drivingSide, (country) => (country.car?.side ? say(country.car.side === 'left' ? VALUES.left : VALUES.right) : notAvailable)),
    text(LABELS.landlocked, (country) => yesNo(country.landlocked)),
    text(LABELS.unMember, (country) => yesNo(country.unMember)),
    text(LABELS.tld, (country) => plain(country.tld)),
    bordersRow(countries, names, say(LABELS.borders), say(VALUES.noBorder)),
  ];
}
