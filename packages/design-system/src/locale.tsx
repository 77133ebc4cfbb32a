import { visitorLocale } from './format';
import { createContext, useContext } from 'react';

/**
 * The locale numbers and the order of names follow on this page (a BCP 47 tag). A page rendered on
 * the server is in the locale the server chose from the visitor's `Accept-Language`, and the browser
 * hydrates it in the same one; elsewhere it is the browser's language.
 */
export const LocaleContext = createContext<string | undefined>(undefined);

/** The page's locale ({@link LocaleContext}), the browser's language when the page sets none. */
export function useLocale(): string | undefined {
  return useContext(LocaleContext) ?? visitorLocale();
}
