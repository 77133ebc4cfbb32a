import { type ClassStyles, defineClasses, SKIP_LINK, useLocale } from '@worldatlas/design-system';
import { defineMessages } from '@worldatlas/i18n';
import { href, Outlet } from '@worldatlas/routing';
import type { ReactNode } from 'react';
import { Footer } from '../layout/Footer/Footer';
import { Header } from '../layout/Header/Header';
import { intlFor } from '../i18n';
import { SITE_ROUTES } from './route-table';

const MESSAGES = defineMessages({
  skip: { id: 'shell.layout.skip', defaultMessage: 'Skip to content', description: 'A link past the header to the page’s content, shown when focused.' },
});

/**
 * The site navigation in the language tagged `tag`, in header order: the routes with a `nav` label,
 * each linked in the page's language (`href`).
 */
const navItems = (tag: string | undefined) => SITE_ROUTES.flatMap(({ id, nav }) => (nav ? [{ to: href(id), label: intlFor(tag).formatMessage(nav) }] : []));

// Classes, not Chakra components: the layout is rendered with every page not in the cache (see Header).
/** The classes of this part of every page: in the stylesheet every page links (`linked`, layout-stylesheet.ts). */
export const LAYOUT_CLASSES = {
  page: { display: 'flex', flexDirection: 'column', minH: '100vh' },
  skip: SKIP_LINK,
  main: { flex: '1', outline: 'none' },
  container: { recipe: 'container', css: { maxW: '6xl', py: 'page' } },
} satisfies ClassStyles;
const useClasses = defineClasses(LAYOUT_CLASSES, { linked: true });

/**
 * Every page, in the page's language: a link past the header to the content, header, main content (the matched route, or
 * `children` for the error page), footer. The error page marks no link as the current page: a 404
 * is one page for every unknown address, kept once by the render server, so nothing of the
 * address it was first asked at may shape it.
 */
export function Layout({ children }: { children?: ReactNode }) {
  const classes = useClasses();
  const locale = useLocale();
  return (
    <div className={classes.page}>
      <a href="#content" className={classes.skip}>
        {intlFor(locale).formatMessage(MESSAGES.skip)}
      </a>
      <Header items={navItems(locale)} markCurrent={children === undefined} />
      <main id="content" tabIndex={-1} className={classes.main}>
        <div className={classes.container}>{children ?? <Outlet />}</div>
      </main>
      <Footer />
    </div>
  );
}
