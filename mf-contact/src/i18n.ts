import { createCatalogs } from '@worldatlas/i18n/server';
import ar from '../lang/ar.json';
import de from '../lang/de.json';
import en from '../lang/en.json';
import enXA from '../lang/en-XA.json';
import es from '../lang/es.json';
import fr from '../lang/fr.json';
import ja from '../lang/ja.json';
import pt from '../lang/pt.json';
import ru from '../lang/ru.json';
import zhHans from '../lang/zh-Hans.json';

/**
 * The contact remote's messages in a language, by its tag (`fr`; English for a tag without a
 * catalog, or none): react-intl's `IntlShape`, for the view (`intlFor(useLocale())`), `meta`
 * (`intlFor(languageOf(params).tag)`), the loader and the action (`intlFor(context.locale)`), and
 * the form, whose island is rendered apart from the page (`intlFor(locale)`, its `locale` prop).
 * The catalogs are `lang/*.json` (`en-XA.json`, the pseudo-locale's, is generated), part of the server build only.
 */
export const intlFor = createCatalogs({ en, fr, de, es, pt, ar, 'zh-Hans': zhHans, ja, ru }, { pseudo: enXA });

/** The messages of one language, as {@link intlFor} gives them. */
export type ContactIntl = ReturnType<typeof intlFor>;
