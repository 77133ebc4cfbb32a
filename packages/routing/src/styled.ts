import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { Provider } from '@worldatlas/design-system';
import { createElement, Fragment, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

/** HTML rendered on the server with the CSS it uses. */
export interface StyledHtml {
  /** The markup. */
  html: string;
  /** `<style data-emotion>` elements: the CSS of the components rendered (the design system's own CSS is the linked {@link systemStylesheet}). */
  styles: string;
}

type Emotion = ReturnType<typeof createEmotionServer>;
type Chunks = ReturnType<Emotion['extractCriticalToChunks']>;

/** The key of the chunks Emotion extracts for global styles (`<Global>`), which Chakra's provider inserts on every render. */
const GLOBAL_KEY = 'css-global';

/**
 * Renders `element` whole within the design system (in `locale`, a BCP 47 tag) and reads the CSS
 * Emotion inserted for it. A cache per render: `compat` keeps the CSS for extraction instead of
 * writing `<style>` into the markup. Without JSX: the shell's build configuration runs this module
 * as it is.
 */
function renderWithEmotion(element: ReactElement, locale?: string): { emotion: Emotion; chunks: Chunks } {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToString(createElement(CacheProvider, { value: cache, children: createElement(Provider, { locale, children: element }) }));
  const emotion = createEmotionServer(cache);
  return { emotion, chunks: emotion.extractCriticalToChunks(html) };
}

let systemChunks: Chunks['styles'] | undefined;
/** The design system's own global chunks (layer order, reset, global styles, tokens), read once: the same in every render. */
const systemStyles = () => (systemChunks ??= renderWithEmotion(createElement(Fragment)).chunks.styles.filter((chunk) => chunk.key === GLOBAL_KEY));
let systemCss: Set<string> | undefined;
const isSystemChunk = (chunk: Chunks['styles'][number]) => chunk.key === GLOBAL_KEY && (systemCss ??= new Set(systemStyles().map((each) => each.css))).has(chunk.css);

/**
 * The design system's own CSS, which Chakra's provider puts on every page: the cascade layers'
 * order, the reset, the global styles and every token's variable, in both colour modes. The host
 * serves it as one stylesheet that every page links and browsers keep, so no page carries it.
 * @returns CSS text.
 */
export const systemStylesheet = (): string => systemStyles().map((chunk) => chunk.css).join('');

/**
 * Renders `element` whole within the design system (in `locale`, a BCP 47 tag) and extracts the CSS
 * Emotion inserted for it (critical CSS), less the design system's own ({@link systemStylesheet}).
 * @throws what rendering throws.
 */
export function renderStyled(element: ReactElement, locale?: string): StyledHtml {
  const { emotion, chunks } = renderWithEmotion(element, locale);
  return { html: chunks.html, styles: emotion.constructStyleTagsFromChunks({ html: chunks.html, styles: chunks.styles.filter((chunk) => !isSystemChunk(chunk)) }) };
}
