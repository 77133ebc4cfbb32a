import { type ClassStyles, defineClasses, useLocale } from '@worldatlas/design-system';
import { defineMessages, englishPathOf, LISTED_LANGUAGES, languageOfTag } from '@worldatlas/i18n';
import { useLocation } from '@worldatlas/routing';
import { Languages } from 'lucide-react';
import { intlFor } from '../../i18n';
import { languageChoiceHref } from './choice-address';

const MESSAGES = defineMessages({
  label: { id: 'shell.language.label', defaultMessage: 'Language', description: 'The name of the list of the site’s languages, read by screen readers.' },
  current: { id: 'shell.language.current', defaultMessage: 'Language: {language}', description: 'The button that opens the list of languages, read by screen readers: {language} is the current language’s own name (Français).' },
});

/** The classes of this part of every page: in the stylesheet every page links (`linked`, layout-stylesheet.ts). */
export const LANGUAGE_MENU_CLASSES = {
  menu: { position: 'relative' },
  summary: {
    display: 'inline-flex', alignItems: 'center', justifyContent: 'center', gap: '1.5', minH: '10', minW: '10', px: '2', borderRadius: 'l2', cursor: 'pointer', fontWeight: 'medium', listStyle: 'none',
    '&::-webkit-details-marker': { display: 'none' }, _hover: { bg: 'bg.muted' }, _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
  },
  // On the narrowest phones the icon alone, so the header keeps to one row (its name is in the summary's label).
  name: { display: { base: 'none', sm: 'inline' } },
  list: {
    position: 'absolute', insetEnd: '0', top: 'calc(100% + 0.25rem)', zIndex: 'dropdown', minW: '40', m: '0', py: '1', px: '0', listStyleType: 'none',
    bg: 'bg.panel', borderWidth: '1px', borderRadius: 'l2', boxShadow: 'md',
    // Its links styled from here, not each by a class of its own: the menu is on every page.
    '& a': { display: 'block', px: '4', py: '2', color: 'fg', textDecoration: 'none', _hover: { bg: 'bg.muted' }, '&[aria-current]': { fontWeight: 'semibold', color: 'brand.fg' } },
  },
} satisfies ClassStyles;
const useClasses = defineClasses(LANGUAGE_MENU_CLASSES, { linked: true });

/**
 * The language menu, in the page's language: a disclosure (`<details>`, so it opens without
 * scripts) naming the current language by its own name, listing every language the site offers by
 * its own name (`Français`, `العربية`), each a link to this page in that language (`home`: to the
 * home page, for an error page, which is one page for every address) through
 * the render server's language choice (`languageChoiceHref`), so the choice is remembered.
 */
export function LanguageMenu({ home = false }: { home?: boolean }) {
  const classes = useClasses();
  const current = languageOfTag(useLocale() ?? 'en');
  const { pathname, search } = useLocation();
  const path = home ? '/' : englishPathOf(current, `${pathname}${search}`);
  const intl = intlFor(current.tag);
  const label = intl.formatMessage(MESSAGES.label);
  return (
    <details className={classes.menu}>
      <summary className={classes.summary} aria-label={intl.formatMessage(MESSAGES.current, { language: current.ownName })}>
        <Languages size={18} aria-hidden="true" focusable="false" />
        <span lang={current.tag} className={classes.name}>
          {current.ownName}
        </span>
      </summary>
      <ul className={classes.list} aria-label={label}>
        {LISTED_LANGUAGES.map((language) => (
          <li key={language.tag}>
            {/* Each name in its own language (`lang`), on a line of its own: no isolation needed. */}
            <a href={languageChoiceHref(language, path)} hrefLang={language.tag} lang={language.tag} aria-current={language === current ? 'true' : undefined}>
              {language.ownName}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
