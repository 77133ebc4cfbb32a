// No React here: the host's entry reads the page data before the shared libraries have loaded.
import type { ExposedModuleId, PageHead } from '@worldatlas/contracts';

/**
 * What the server rendered a page with, handed to the browser in the page as JSON
 * (`<script type="application/json" id="page-data">`, data the CSP need not allow as a script), so
 * the browser hydrates exactly what was rendered and asks the API nothing again.
 */
export interface PageData {
  /** The path of the page rendered (`/country/Nepal`): the data is that page's. */
  pathname: string;
  /** The page's locale (a BCP 47 tag): numbers and the order of names follow it. */
  locale: string;
  /** What the route loaders found for the page's head (a country's common name). */
  head?: PageHead;
  /** Parts of the page rendered as their skeleton (their remote's server code could not be used): the browser loads them. */
  skeletons: ExposedModuleId[];
  /** The route loaders' answers by request key: the views' SWR fallback. */
  data: Record<string, unknown>;
  /** The router's errors by route id (a 404), for its hydration. */
  errors?: Record<string, unknown>;
}

/** The id of the element that carries a page's {@link PageData}. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * The page data the server wrote into the page, or `undefined` when the page has none (the
 * development server renders in the browser only) or it is not JSON (logged).
 */
export function readPageData(root: Document = document): PageData | undefined {
  const text = root.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PageData;
  } catch (error) {
    console.error('The page carries page data that is not JSON; rendering it in the browser.', error);
    return undefined;
  }
}
