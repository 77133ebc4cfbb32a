import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// findBy… waits for data from the real countries-api and a render of up to 250 cards: 1 s is too
// short on a loaded machine, and a test that times out keeps acting on the next one's screen.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks what React Router 7 and some Chakra hooks use in browsers. A test that asks for Node's
// environment (`@jest-environment node`, rendering as the render server does) has no DOM to complete.
if (typeof window !== 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!globalThis.ResizeObserver) {
    globalThis.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  Element.prototype.scrollTo ??= () => undefined;
  window.scrollTo = () => undefined;
}
