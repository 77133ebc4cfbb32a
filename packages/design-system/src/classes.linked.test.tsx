/** @jest-environment node */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { linkedStylesheet } from './classes';
import { LINKED, LinkedBar } from './linked-bar.fixture';
import { Provider } from './Provider';

// The linked stylesheet as the host's build writes it (in Node, where Emotion keeps CSS as text).

describe('linkedStylesheet', () => {
  it('holds the CSS of the classes a page renders, under the same names, with their styles and recipes', () => {
    // A cache that keeps CSS as text, as the render server renders a page with.
    const cache = createCache({ key: 'css' });
    cache.compat = true;
    const html = renderToString(
      <CacheProvider value={cache}>
        <Provider>
          <LinkedBar />
        </Provider>
      </CacheProvider>,
    );
    const [bar, link] = [/<nav class="(css-\w+)"/.exec(html)?.[1] ?? 'missing', /<a class="(css-\w+)"/.exec(html)?.[1] ?? 'missing'];
    const css = linkedStylesheet(LINKED);
    expect(css).toMatch(new RegExp(`\\.${bar}\\{[^}]*gap:var\\(--chakra-spacing-4\\)`));
    expect(css).toMatch(new RegExp(`@layer recipes\\{\\.${link}\\{`));
    expect(css).toMatch(new RegExp(`\\.${link}\\{[^}]*color:var\\(--chakra-colors-brand-fg\\)`));
    // A page renders them without keeping their CSS for its own <style>.
    expect(Object.entries(cache.inserted).filter(([name, css]) => [bar, link].includes(`css-${name}`) && css !== true)).toEqual([]);
  });

  it('throws on a recipe the system does not have', () => {
    expect(() => linkedStylesheet({ odd: { recipe: 'nope' } })).toThrow('defineClasses: the system has no recipe "nope"');
  });
});
