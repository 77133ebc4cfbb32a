import { type ComponentType, createElement, useId } from 'react';
import { renderToString } from 'react-dom/server';

/** The attribute that marks an island's element: its value is the island's exposed module (`countries/CountryListIsland`). */
export const ISLAND_ATTRIBUTE = 'data-island';
/** The attribute of the `<script type="application/json">` that holds an island's props, named by the island's id. */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
/** Set on an island's element once the browser has hydrated it. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** JSON that can sit inside `<script type="application/json">`: no `<` can end the element or open a comment. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The attribute naming how an island runs in the browser: `react` (hydrated) or `dom` (enhanced). */
export const ISLAND_RUNTIME_ATTRIBUTE = 'data-island-runtime';

/**
 * How an island runs in the browser:
 * - `react`: its module's default export is `component` itself, which React hydrates on `props`;
 * - `dom`: its module exports `enhance(element, props)`, plain code that improves the HTML the server
 *   rendered (a form sent without leaving the page): no React in the browser at all.
 */
export type IslandRuntime = 'react' | 'dom';

/** What a `dom` island's exposed module exports. */
export interface DomIslandModule<P extends object = object> {
  /** Improves `element` (the island's, holding the server's HTML) with behaviour, on the island's props. */
  enhance: (element: HTMLElement, props: P) => void;
}

/** Props of {@link Island}. */
export interface IslandProps<P extends object> {
  /** The exposed module of a remote's browser build the browser loads for this island (`countries/CountryListIsland`). */
  module: string;
  /** The island's component, rendered here on the server (for a `react` island, the same the module exports). */
  component: ComponentType<P>;
  /** Its props: plain JSON data (they travel in the page), the same on the server and in the browser. */
  props: P;
  /** How it runs in the browser: hydrated by React (the default) or enhanced by plain code. */
  runtime?: IslandRuntime;
}

/**
 * The prefix of the ids `useId` makes inside the island `id`: the same on the server and in the
 * browser, where the island is a React root of its own.
 */
export const islandIdPrefix = (id: string) => `${id}-`;

/** Resource hints React writes before what it renders (an image preload): the island's element holds the island alone. */
const LEADING_HINTS = /^(?:<link [^>]*\/>)+/;

/**
 * One island of a page: `component` rendered with `props` inside an element the browser finds
 * (`data-island`, `display: contents` so it adds no box), its props beside it as JSON. The page is
 * whole without scripts; in the browser the host's island loader loads `module` from its remote and
 * hydrates (or enhances) this element alone, on the same props. The island is rendered as a tree of
 * its own, as the browser hydrates it, so what depends on its place (`useId`) agrees on both sides.
 * Everything outside islands stays plain HTML.
 */
export function Island<P extends object>({ module, component, props, runtime = 'react' }: IslandProps<P>) {
  const id = useId();
  const html = renderToString(createElement(component, props), { identifierPrefix: islandIdPrefix(id) }).replace(LEADING_HINTS, '');
  return (
    <>
      <div {...{ [ISLAND_ATTRIBUTE]: module, [ISLAND_RUNTIME_ATTRIBUTE]: runtime, 'data-island-id': id }} style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />
      <script type="application/json" {...{ [ISLAND_PROPS_ATTRIBUTE]: id }} dangerouslySetInnerHTML={{ __html: scriptJson(props) }} />
    </>
  );
}
