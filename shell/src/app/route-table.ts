import type { SiteRoute } from '@worldatlas/routing';

/**
 * The site's routes, in navigation order: each route's id (what pages link to it by: `href('country',
 * { id })`), its path, its navigation label in each language and the route module that shows it. Everything else (its
 * data, view, meta and outline) is the route module's, owned by the remote that shows the page. Any
 * other path is the error page with 404.
 */
export const SITE_ROUTES: readonly SiteRoute[] = [
  { id: 'home', path: '/', nav: { en: 'Home', fr: 'Accueil', de: 'Startseite', es: 'Inicio', pt: 'Início', ar: 'الرئيسية', 'zh-Hans': '首页', ja: 'ホーム', ru: 'Главная' }, module: 'facts/routes/home' },
  { id: 'about', path: '/about', nav: { en: 'About', fr: 'À propos', de: 'Über uns', es: 'Acerca de', pt: 'Sobre', ar: 'من نحن', 'zh-Hans': '关于', ja: '概要', ru: 'О нас' }, module: 'facts/routes/about' },
  { id: 'countries', path: '/country', nav: { en: 'Country', fr: 'Pays', de: 'Länder', es: 'Países', pt: 'Países', ar: 'البلدان', 'zh-Hans': '国家', ja: '国', ru: 'Страны' }, module: 'countries/routes/country-list' },
  { id: 'country', path: '/country/:id', module: 'countries/routes/country' },
  // A resource route: a country's preview card (PNG), not a page.
  { id: 'country-card', path: '/country/:id/card.png', module: 'countries/routes/country-card' },
  { id: 'compare', path: '/compare', nav: { en: 'Compare', fr: 'Comparer', de: 'Vergleichen', es: 'Comparar', pt: 'Comparar', ar: 'مقارنة', 'zh-Hans': '比较', ja: '比較', ru: 'Сравнение' }, module: 'compare/routes/compare' },
  { id: 'contact', path: '/contact', nav: { en: 'Contact', fr: 'Contact', de: 'Kontakt', es: 'Contacto', pt: 'Contato', ar: 'اتصل بنا', 'zh-Hans': '联系我们', ja: 'お問い合わせ', ru: 'Контакты' }, module: 'contact/routes/contact' },
];

/** The site navigation in the language tagged `tag` (English for a tag without labels), in header order: the routes with a `nav` label. */
export const navItems = (tag: string | undefined) =>
  SITE_ROUTES.flatMap(({ nav, path }) => (nav ? [{ to: path, label: (nav as Readonly<Record<string, string>>)[tag ?? ''] ?? nav.en }] : []));
