import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { Provider } from '@worldatlas/design-system';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

/** HTML rendered on the server with the CSS it uses. */
export interface StyledHtml {
  /** The markup. */
  html: string;
  /** `<style data-emotion>` elements: Chakra's global and token CSS, then the CSS of the components rendered. */
  styles: string;
}

/** A route module's skeleton as rendered once, kept to stand in for its view. */
export type RenderedSkeleton = StyledHtml;

/**
 * Renders `element` whole within the design system (in `locale`, a BCP 47 tag) and extracts the CSS
 * Emotion inserted for it (critical CSS). A cache per render: `compat` keeps the CSS for extraction
 * instead of writing `<style>` into the markup.
 * @throws what rendering throws.
 */
export function renderStyled(element: ReactElement, locale?: string): StyledHtml {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <Provider locale={locale}>{element}</Provider>
    </CacheProvider>,
  );
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  return { html, styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}

/** A route module's skeleton rendered for keeping; `undefined` when it throws (a plain outline stands in then). */
export function renderSkeleton(element: ReactElement): RenderedSkeleton | undefined {
  try {
    return renderStyled(element);
  } catch {
    return undefined;
  }
}
