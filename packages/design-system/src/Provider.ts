import { LocaleProvider } from '@chakra-ui/react/locale';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { serializeStyles } from '@emotion/serialize';
import { createElement, type ReactNode } from 'react';
import { LocaleContext } from './locale';
import { system } from './system';

let provided: typeof system | undefined;
/**
 * The system as the provider gives it: its global styles (the reset, the global CSS, the tokens'
 * variables) serialized once per process. Chakra's provider renders them with Emotion's `Global`,
 * which serializes its styles on every render unless they come serialized; unchanged, that was
 * the largest single cost of a page's render on the server.
 */
const providedSystem = () => (provided ??= Object.create(system, { _global: { value: serializeStyles([system._global] as never) } }) as typeof system);

/**
 * Gives its children the WorldAtlas Chakra system and the page's locale (see {@link LocaleContext};
 * the browser's language when `locale` is not given), also as Chakra's (Ark's) locale, which its
 * stateful components read (their direction comes from the page's `dir`). Every page renders in it
 * (`renderRoute`); islands take their styles as class names resolved on the server. Written without
 * JSX: the shell's build configuration renders it as it is, to write the design system's stylesheet.
 */
export function Provider({ children, locale }: { children: ReactNode; locale?: string }) {
  const inLocale = locale === undefined ? children : createElement(LocaleProvider, { locale, children });
  return createElement(ChakraProvider, { value: providedSystem(), children: createElement(LocaleContext.Provider, { value: locale }, inLocale) });
}
