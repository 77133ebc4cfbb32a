import type * as React from 'react';
import type * as ReactDOMClient from 'react-dom/client';
import { type DomIslandModule, FAILED_ATTRIBUTE, HYDRATED_ATTRIBUTE, ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, ISLAND_RUNTIME_ATTRIBUTE, islandIdPrefix } from './attributes';

/** The page's one React, as the island loader gets it from the share scope. */
interface ReactRuntime {
  react: Pick<typeof React, 'createElement' | 'startTransition' | 'useEffect'>;
  reactDom: Pick<typeof ReactDOMClient, 'hydrateRoot'>;
}

/** What {@link startIslands} starts islands with. */
export interface IslandLoader {
  /** An island's exposed module (`countries/CountryListIsland`); rejects when it cannot be loaded. */
  load: (module: string) => Promise<{ default?: unknown; enhance?: unknown }>;
  /** React, loaded only when the page has an island that React hydrates. */
  react: () => Promise<ReactRuntime>;
}

/** The props the server wrote beside `element` (its island id's JSON), or `undefined` when they are missing or not JSON. */
function readProps(element: HTMLElement): object | undefined {
  const id = element.dataset.islandId;
  const script = id ? element.ownerDocument.querySelector(`script[${ISLAND_PROPS_ATTRIBUTE}="${CSS.escape(id)}"]`) : null;
  try {
    const props: unknown = JSON.parse(script?.textContent ?? '');
    return typeof props === 'object' && props !== null ? props : undefined;
  } catch {
    return undefined;
  }
}

/** Hydrates `element` with `component` on `props`, in a transition (a large island hydrates in slices); marks it once committed. */
function hydrate({ react, reactDom }: ReactRuntime, element: HTMLElement, component: React.ComponentType<object>, props: object, module: string): void {
  function Hydrated() {
    react.useEffect(() => element.setAttribute(HYDRATED_ATTRIBUTE, ''), []);
    return react.createElement(component, props);
  }
  react.startTransition(() => {
    reactDom.hydrateRoot(element, react.createElement(Hydrated), {
      identifierPrefix: islandIdPrefix(element.dataset.islandId ?? ''),
      onRecoverableError: (error) => console.error(`The ${module} island did not hydrate as rendered`, error),
    });
  });
}

/**
 * Starts each island of `root` (elements with `data-island`, rendered by `Island`) on its own, from
 * its remote: a `react` island's component hydrates the element's server HTML on the props written
 * beside it; a `dom` island's `enhance` improves it. React is loaded only for `react` islands, at
 * the same time as their modules. `data-hydrated` is set on an island's element once it runs. An
 * island whose code or props cannot be had stays as the server rendered it (its links and forms
 * work without scripts), marked `data-island-failed`, with the reason on the console.
 * @returns one settled result per island, in page order.
 */
export function startIslands(loader: IslandLoader, root: ParentNode = document): Promise<PromiseSettledResult<void>[]> {
  const elements = [...root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)].filter((element) => !element.hasAttribute(HYDRATED_ATTRIBUTE));
  const needsReact = elements.some((element) => element.getAttribute(ISLAND_RUNTIME_ATTRIBUTE) !== 'dom');
  const react = needsReact ? loader.react() : undefined;
  return Promise.allSettled(
    elements.map(async (element) => {
      const module = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
      try {
        const props = readProps(element);
        if (!props) throw new Error('its props are missing from the page');
        const loaded = await loader.load(module);
        if (element.getAttribute(ISLAND_RUNTIME_ATTRIBUTE) === 'dom') {
          const { enhance } = loaded as Partial<DomIslandModule>;
          if (typeof enhance !== 'function') throw new Error('its module has no enhance function');
          enhance(element, props);
          element.setAttribute(HYDRATED_ATTRIBUTE, '');
          return;
        }
        if (typeof loaded.default !== 'function') throw new Error('its module has no default export');
        hydrate(await (react as Promise<ReactRuntime>), element, loaded.default as React.ComponentType<object>, props, module);
      } catch (error) {
        element.setAttribute(FAILED_ATTRIBUTE, '');
        console.error(`The ${module} island could not start; it works as a plain page`, error);
        throw error;
      }
    }),
  );
}
