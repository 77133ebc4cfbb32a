// What the server's islands and the browser's island loader agree on. No imports: the island
// loader reads this without loading React.

/** The attribute that marks an island's element: its value is the island's exposed module (`countries/CountryListIsland`). */
export const ISLAND_ATTRIBUTE = 'data-island';
/** The attribute of the `<script type="application/json">` that holds an island's props, named by the island's id. */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
/** Set on an island's element once the browser has hydrated it. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
/** Set on an island's element when its code or props could not be had: it stays the server's HTML. */
export const FAILED_ATTRIBUTE = 'data-island-failed';


/** The islands that have started. */
export const HYDRATED_ISLANDS_SELECTOR = `[${ISLAND_ATTRIBUTE}][${HYDRATED_ATTRIBUTE}]`;

/**
 * Set to `interaction` on an island whose code waits until the visitor first focuses, presses or
 * touches something in the element that holds it (a form's field); the page's inline script loads
 * the island loader then, not after the first paint, when every island of the page waits so.
 */
export const ISLAND_LOAD_ATTRIBUTE = 'data-island-load';

/**
 * The islands still waiting for their code: neither hydrated nor failed, nor waiting for the
 * visitor's first interaction (for tests and the benchmark).
 */
export const PENDING_ISLANDS_SELECTOR = `[${ISLAND_ATTRIBUTE}]:not([${HYDRATED_ATTRIBUTE}]):not([${FAILED_ATTRIBUTE}]):not([${ISLAND_LOAD_ATTRIBUTE}="interaction"])`;

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

/**
 * The prefix of the ids `useId` makes inside the island `id`: the same on the server and in the
 * browser, where the island is a React root of its own.
 */
export const islandIdPrefix = (id: string) => `${id}-`;
