import { type ClassStyles, defineClasses, useLocale } from '@worldatlas/design-system';
import { defineMessages } from '@worldatlas/i18n';
import { href, useLocation } from '@worldatlas/routing';
import { Earth, Menu, X } from 'lucide-react';
import { intlFor } from '../../i18n';
import { ColorModeToggle } from '../ColorModeToggle/ColorModeToggle';
import { LanguageMenu } from '../LanguageMenu/LanguageMenu';

const MESSAGES = defineMessages({
  main: { id: 'shell.header.main', defaultMessage: 'Main', description: 'The name of the header’s site navigation, read by screen readers.' },
  menu: { id: 'shell.header.menu', defaultMessage: 'Menu', description: 'The button that opens the site navigation on narrow screens.' },
  mobile: { id: 'shell.header.mobile', defaultMessage: 'Mobile', description: 'The name of the site navigation the Menu button opens on narrow screens, read by screen readers.' },
});

/** The product's name, the same in every language. */
const BRAND = 'WorldAtlas';

/** Whether `to` is the page at `pathname` (or, but for a home page, a page under it), `home` being the home page's path in the page's language. */
const isCurrent = (to: string, pathname: string, home: string) => (to === home ? pathname === home : pathname === to || pathname.startsWith(`${to}/`));

/** One link of the site navigation: where it leads and its label. */
export interface NavItem {
  to: string;
  label: string;
}

// Classes, not Chakra components: the header is rendered with every page not in the cache, and
// classes are resolved once per process (defineClasses) where components resolve per element and render.
const NAV_LIST = { display: 'flex', listStyleType: 'none', m: '0', p: '0' } as const;
/** The classes of this part of every page: in the stylesheet every page links (`linked`, layout-stylesheet.ts). */
export const HEADER_CLASSES = {
  header: { borderBottomWidth: '1px', bg: 'bg' },
  container: { recipe: 'container', css: { maxW: '6xl', py: '4' } },
  bar: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: '4' },
  // The navigation, then the language menu and the Menu button, at the bar's end; on narrow screens the navigation is in the Menu.
  tools: { display: 'flex', alignItems: 'center', gap: '2', marginInlineStart: { base: 'auto', md: '0' } },
  home: { recipe: 'link', css: { fontSize: '2xl', fontFamily: 'heading', fontWeight: 'semibold', color: 'brand.fg', textDecoration: 'none', gap: '2' } },
  wide: { display: { base: 'none', md: 'flex' }, marginInlineStart: 'auto', flexDirection: 'row', alignItems: 'center', gap: '4', '@media (scripting: none)': { display: 'flex' } },
  row: { ...NAV_LIST, flexDirection: 'row', gap: '6' },
  column: { ...NAV_LIST, flexDirection: 'column', gap: '3' },
  link: { recipe: 'link', css: { fontWeight: 'medium', color: 'fg', _currentPage: { color: 'brand.fg', textDecoration: 'underline' } } },
  menuButton: {
    recipe: 'button',
    variants: { variant: 'outline' },
    css: { display: { base: 'inline-flex', md: 'none' }, '@media (scripting: none)': { display: 'none' }, '&[aria-expanded=true] .menu-closed, &[aria-expanded=false] .menu-open': { display: 'none' } },
  },
  mobile: { pt: '4', display: { md: 'none' }, '&[hidden]': { display: 'none' } },
  mobileModes: { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: '0.5rem', mt: '3' },
} satisfies ClassStyles;
const useClasses = defineClasses(HEADER_CLASSES, { linked: true });

function NavLinks({ items, direction, markCurrent }: { items: readonly NavItem[]; direction: 'row' | 'column'; markCurrent: boolean }) {
  const { pathname } = useLocation();
  const home = href('home');
  const classes = useClasses();
  return (
    <ul className={classes[direction]}>
      {items.map((item) => (
        <li key={item.to}>
          <a href={item.to} aria-current={markCurrent && isCurrent(item.to, pathname, home) ? 'page' : undefined} className={classes.link}>
            {item.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Site header, in the page's language: the product name linking home, the navigation (the current page marked, unless
 * `markCurrent` is false), the colour mode buttons, the language menu (to this page in each
 * language; to each language's home page where `markCurrent` is false), and on narrow screens a "Menu" button that opens
 * the mobile navigation. The page's inline script runs the buttons; without scripts the navigation
 * shows at every width.
 */
export function Header({ items, markCurrent = true }: { items: readonly NavItem[]; markCurrent?: boolean }) {
  const classes = useClasses();
  const intl = intlFor(useLocale());
  return (
    <header className={classes.header}>
      <div className={classes.container}>
        <div className={classes.bar}>
          <a href={href('home')} className={classes.home}>
            <Earth size={28} strokeWidth={1.75} aria-hidden="true" focusable="false" />
            {BRAND}
          </a>
          <div className={classes.wide}>
            <nav aria-label={intl.formatMessage(MESSAGES.main)}>
              <NavLinks items={items} direction="row" markCurrent={markCurrent} />
            </nav>
            <ColorModeToggle />
          </div>
          <div className={classes.tools}>
            <LanguageMenu home={!markCurrent} />
            <button type="button" className={classes.menuButton} aria-label={intl.formatMessage(MESSAGES.menu)} aria-expanded="false" aria-controls="mobile-menu" data-menu-button="">
              {/* Three lines while the menu is closed, a cross while it is open: the button's aria-expanded shows one. */}
              <Menu className="menu-closed" size={20} aria-hidden="true" focusable="false" />
              <X className="menu-open" size={20} aria-hidden="true" focusable="false" />
            </button>
          </div>
        </div>
        {/* Always in the document, so the button's aria-controls names an element; hidden while closed. */}
        <nav id="mobile-menu" aria-label={intl.formatMessage(MESSAGES.mobile)} hidden className={classes.mobile}>
          <NavLinks items={items} direction="column" markCurrent={markCurrent} />
          <div className={classes.mobileModes}>
            <ColorModeToggle />
          </div>
        </nav>
      </div>
    </header>
  );
}
