import { defineClasses, useLocale, VISUALLY_HIDDEN } from '@worldatlas/design-system';
import { countryName, dataText, defineMessages, languageOfTag, type SiteLanguage } from '@worldatlas/i18n';
import { href } from '@worldatlas/routing';
import type { ReactNode } from 'react';
import { type CompareIntl, intlFor } from '../i18n';
import type { ComparedCountry, NeighbourName } from './compare-data';
import { codesSearch } from './compare-query';
import { type CompareCell, compareRows } from './compare-rows';

const MESSAGES = defineMessages({
  name: { id: 'compare.table.name', defaultMessage: 'Comparison table', description: 'The name of the box the table scrolls in, for screen readers.' },
  caption: { id: 'compare.table.caption', defaultMessage: '{countries}: facts side by side', description: 'The table’s caption, for screen readers; countries: the compared countries’ names, as a list.' },
  corner: { id: 'compare.table.corner', defaultMessage: 'Fact', description: 'The header of the table’s first column, the row labels.' },
  remove: { id: 'compare.table.remove', defaultMessage: 'Remove<hidden> {country}</hidden>', description: 'A link under each compared country, to the comparison without it; the part in <hidden> is read by screen readers only.' },
  shared: {
    id: 'compare.table.shared',
    defaultMessage: '{country}<hidden> (shared)</hidden>',
    description: 'A neighbour that another compared country borders too, or that is compared itself; the part in <hidden> is read by screen readers only.',
  },
  top: { id: 'compare.table.top', defaultMessage: '{mark, select, larger {larger} other {largest}}', description: 'A badge beside the top figure of a row: "larger" when two countries are compared, "largest" when more are.' },
});

const useClasses = defineClasses({
  // The table scrolls inside its box when its columns do not fit (more than two countries on a
  // phone); the page itself never scrolls sideways (relative: the visually hidden texts inside are
  // positioned, and clipped, within it). Narrower columns on a phone let two countries fit whole.
  scroller: {
    position: 'relative',
    overflowX: 'auto',
    maxW: 'full',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'l3',
    _focusVisible: { outline: '2px solid', outlineColor: 'fg', outlineOffset: '2px' },
  },
  table: { w: 'full', borderCollapse: 'separate', borderSpacing: '0', fontSize: 'sm', fontVariantNumeric: 'tabular-nums' },
  corner: { position: 'sticky', insetInlineStart: '0', zIndex: '1', bg: 'bg', textAlign: 'start', p: '3', borderBottomWidth: '1px', borderColor: 'border' },
  column: { p: '3', textAlign: 'start', verticalAlign: 'top', minW: { base: '7.5rem', md: '9rem' }, borderBottomWidth: '1px', borderColor: 'border' },
  // The flag's own outline and a soft shadow, as the list's cards draw it: no box around a flag that is not 3:2.
  flag: { display: 'block', w: '4.5rem', h: '3rem', objectFit: 'contain', objectPosition: 'left bottom', mb: '2', filter: 'drop-shadow(0 0 1px rgb(0 0 0 / 0.35)) drop-shadow(0 2px 4px rgb(0 0 0 / 0.12))' },
  name: { fontWeight: 'semibold', fontSize: 'md', color: 'fg', textDecoration: 'underline', textUnderlineOffset: '2px' },
  remove: { display: 'inline-block', mt: '1', fontSize: 'xs', color: 'fg.muted', textDecoration: 'underline', minH: '24px', lineHeight: '24px' },
  label: { position: 'sticky', insetInlineStart: '0', zIndex: '1', bg: 'bg', p: '3', textAlign: 'start', fontWeight: 'semibold', verticalAlign: 'top', borderBottomWidth: '1px', borderColor: 'border.muted', minW: { base: '6rem', md: '7.5rem' } },
  cell: { p: '3', verticalAlign: 'top', borderBottomWidth: '1px', borderColor: 'border.muted' },
  top: { fontWeight: 'bold' },
  badge: { display: 'inline-block', ms: '1', px: '1.5', borderRadius: 'l1', fontSize: 'xs', fontWeight: 'semibold', bg: 'accent.subtle', color: 'accent.fg' },
  borderList: { display: 'flex', flexWrap: 'wrap', gap: '1', listStyle: 'none', p: '0', m: '0' },
  border: { display: 'inline-block', minH: '24px', lineHeight: '24px', px: '2', borderRadius: 'full', bg: 'bg.muted', color: 'fg', textDecoration: 'none', _hover: { textDecoration: 'underline' } },
  sharedBorder: { display: 'inline-block', minH: '24px', lineHeight: '24px', px: '2', borderRadius: 'full', bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold', textDecoration: 'none', _hover: { textDecoration: 'underline' } },
  hidden: VISUALLY_HIDDEN,
});

/** A message's `<hidden>` part, read by screen readers only: in a span of `className` (visually hidden). */
const hiddenPart = (className: string) => (chunks: ReactNode[]) => <span className={className}>{chunks}</span>;

/**
 * The text of a Remove link, in `intl`'s language: the word shown, and the country's name after it
 * (its name shown in the page's language: in `<bdi>` on a page not in English) for screen readers
 * only (in `hiddenClass`), so each link says what it removes.
 */
export function RemoveText({ country, intl, hiddenClass }: { country: ReactNode; intl: CompareIntl; hiddenClass: string }) {
  return intl.formatMessage(MESSAGES.remove, { country, hidden: hiddenPart(hiddenClass) });
}

/** Props of {@link CompareTable}. */
export interface CompareTableProps {
  /** The compared countries, in the address's order. */
  countries: readonly ComparedCountry[];
  /** The neighbours (their names in the page's language, their pages' ids), by cca3. */
  names: ReadonlyMap<string, NeighbourName>;
}

/** A cell's content in `intl`'s language: its text, the top figure marked in words ("larger", "largest") as well as in weight, and the neighbours as links, shared ones marked, their names in `<bdi>` on a page not in English. */
function CellContent({ cell, classes, intl, language }: { cell: CompareCell; classes: ReturnType<typeof useClasses>; intl: CompareIntl; language: SiteLanguage }) {
  if (cell.borders && cell.borders.length > 0) {
    return (
      <ul className={classes.borderList}>
        {cell.borders.map((border) => (
          <li key={border.code}>
            <a href={href('country', { id: border.id })} className={border.shared ? classes.sharedBorder : classes.border}>
              {border.shared ? intl.formatMessage(MESSAGES.shared, { country: dataText(border.name, language), hidden: hiddenPart(classes.hidden) }) : dataText(border.name, language)}
            </a>
          </li>
        ))}
      </ul>
    );
  }
  if (!cell.top) return <>{cell.content}</>;
  return (
    <>
      <span className={classes.top}>{cell.content}</span>
      <span className={classes.badge}>{intl.formatMessage(MESSAGES.top, { mark: cell.top })}</span>
    </>
  );
}

/**
 * The comparison as a table, in the page's language: a column per country (its flag and name in
 * the page's language linking to its page, and a Remove link to the comparison without it) and a
 * row per fact ({@link compareRows}), each under its country's name, the top figure marked. The row
 * labels stay in place while a narrow screen scrolls the table inside its box.
 */
export function CompareTable({ countries, names }: CompareTableProps) {
  const classes = useClasses();
  const locale = useLocale();
  const intl = intlFor(locale);
  const language = languageOfTag(locale);
  const rows = compareRows(countries, names, locale, intl, language);
  const codes = countries.map((country) => country.cca3);
  const shown = countries.map((country) => countryName(country, language));
  const caption = intl.formatList(shown.map((name, index) => dataText(name, language, { key: index })), { type: 'conjunction', style: 'narrow' });
  return (
    <div className={classes.scroller} role="region" aria-label={intl.formatMessage(MESSAGES.name)} tabIndex={0}>
      <table className={classes.table}>
        <caption className={classes.hidden}>{intl.formatMessage(MESSAGES.caption, { countries: caption })}</caption>
        <thead>
          <tr>
            <th scope="col" className={classes.corner}>
              {intl.formatMessage(MESSAGES.corner)}
            </th>
            {countries.map((country, index) => (
              <th scope="col" key={country.cca3} className={classes.column}>
                {country.flags?.svg ? <img src={country.flags.svg} alt="" className={classes.flag} width="72" height="48" /> : null}
                <a href={href('country', { id: country.name.common })} className={classes.name}>
                  {dataText(shown[index] ?? '', language)}
                </a>
                <br />
                <a href={href('compare', {}, codesSearch(codes.filter((code) => code !== country.cca3)))} className={classes.remove}>
                  <RemoveText country={dataText(shown[index] ?? '', language)} intl={intl} hiddenClass={classes.hidden} />
                </a>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" className={classes.label}>
                {row.label}
              </th>
              {row.cells.map((cell, index) => (
                <td key={codes[index]} className={classes.cell}>
                  <CellContent cell={cell} classes={classes} intl={intl} language={language} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
