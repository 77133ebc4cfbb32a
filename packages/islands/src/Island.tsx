import { type ComponentType, createElement, useId } from 'react';
import { renderToString } from 'react-dom/server';
import { ISLAND_ATTRIBUTE, ISLAND_LOAD_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, ISLAND_RUNTIME_ATTRIBUTE, type IslandRuntime, islandIdPrefix } from './attributes';

/** JSON that can sit inside `<script type="application/json">`: no `<` can end the element or open a comment. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

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
  /**
   * When its code loads: after the page's first paint (the default), or on the visitor's first
   * interaction with the element that holds it (`interaction`: a part most visitors never use, which
   * works as plain HTML until then).
   */
  load?: 'paint' | 'interaction';
}

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
export function Island<P extends object>({ module, component, props, runtime = 'react', load = 'paint' }: IslandProps<P>) {
  const id = useId();
  const html = renderToString(createElement(component, props), { identifierPrefix: islandIdPrefix(id) }).replace(LEADING_HINTS, '');
  return (
    <>
      <div
        {...{ [ISLAND_ATTRIBUTE]: module, [ISLAND_RUNTIME_ATTRIBUTE]: runtime, 'data-island-id': id, ...(load === 'interaction' && { [ISLAND_LOAD_ATTRIBUTE]: 'interaction' }) }}
        style={{ display: 'contents' }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <script type="application/json" {...{ [ISLAND_PROPS_ATTRIBUTE]: id }} dangerouslySetInnerHTML={{ __html: scriptJson(props) }} />
    </>
  );
}
