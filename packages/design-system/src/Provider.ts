import { LocaleProvider } from '@chakra-ui/react/locale';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { createElement, type ReactNode } from 'react';
import { LocaleContext } from './locale';
import { system } from './system';

/**
 * Gives its children the WorldAtlas Chakra system and the page's locale (see {@link LocaleContext};
 * the browser's language when `locale` is not given), also as Chakra's (Ark's) locale, which its
 * stateful components read (their direction comes from the page's `dir`). Every page renders in it
 * (`renderRoute`); islands take their styles as class names resolved on the server. Written without
 * JSX: the shell's build configuration renders it as it is, to write the design system's stylesheet.
 */
export function Provider({ children, locale }: { children: ReactNode; locale?: string }) {
  const inLocale = locale === undefined ? children : createElement(LocaleProvider, { locale, children });
  return createElement(ChakraProvider, { value: system, children: createElement(LocaleContext.Provider, { value: locale }, inLocale) });
}
