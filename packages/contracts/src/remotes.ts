/** The remotes the host loads, by federation name. */
export const REMOTE_NAMES = ['facts', 'countries', 'contact'] as const;
/** A remote's federation name: `facts`, `countries` or `contact`. */
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Exposed modules, as `remote/module` ids the host passes to the federation runtime. */
export const EXPOSED = {
  hero: 'facts/Hero',
  facts: 'facts/FactsSection',
  countryList: 'countries/CountryList',
  countryDetail: 'countries/CountryDetail',
  contactForm: 'contact/ContactForm',
} as const;
/** An exposed module id, `remote/module`, e.g. `countries/CountryList`. */
export type ExposedModuleId = (typeof EXPOSED)[keyof typeof EXPOSED];

/**
 * The route loader each data view's remote exposes beside it (`countries/CountryList/loader`), by the
 * view's id. Views without one (the hero, facts and form) show no API data.
 */
export const EXPOSED_LOADERS: Partial<Record<ExposedModuleId, string>> = {
  [EXPOSED.countryList]: 'countries/CountryList/loader',
  [EXPOSED.countryDetail]: 'countries/CountryDetail/loader',
};

/** Props of `facts/FactsSection`. */
export interface FactsSectionProps {
  /** Section heading, e.g. "Here are the Interesting Facts we're proud of". */
  title: string;
  /** Level of the heading (2 under a page heading, 1 when the section is the page). */
  headingLevel?: 1 | 2;
}

/** Props of the countries remote's modules: where the v3.1 API is. */
export interface CountriesProps {
  /** Base URL of a REST Countries v3.1-compatible API, without `/v3.1`, e.g. `http://127.0.0.1:4000`. */
  apiBaseUrl: string;
}

/** Props of `countries/CountryDetail`. */
export interface CountryDetailProps extends CountriesProps {
  /** The country's common name, as in `/country/{id}`. */
  name: string;
}

/** The props each exposed module's default export takes: the one contract between host and remotes. */
export interface ExposedModuleProps {
  'facts/Hero': Record<string, never>;
  'facts/FactsSection': FactsSectionProps;
  'countries/CountryList': CountriesProps;
  'countries/CountryDetail': CountryDetailProps;
  'contact/ContactForm': Record<string, never>;
}

/**
 * The shell's runtime configuration, served beside it as `runtime-config.json` and read when it
 * starts, so remotes and the API can move without rebuilding the shell.
 */
export interface RuntimeConfig {
  /** Manifest URL (`…/mf-manifest.json`) of each remote. */
  remotes: Record<RemoteName, string>;
  /** Base URL of the countries API. */
  apiBaseUrl: string;
  /**
   * Optional SHA-256 pins of remotes' server entries (`server/remoteEntry.js`), which the render
   * server runs: `{ facts: 'sha256-<base64 digest>' }` (Subresource Integrity form; several
   * space-separated values allow any of them). A server entry that matches none is refused, logged
   * once, and that remote's parts render as skeletons. Left out of the configuration written into
   * pages (browsers do not use it); digests of public files, not secrets.
   */
  serverEntryIntegrity?: Partial<Record<RemoteName, string>>;
}

/** Defaults: every app on its local port (README, "Ports"). */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  remotes: {
    facts: 'http://127.0.0.1:3001/mf-manifest.json',
    countries: 'http://127.0.0.1:3002/mf-manifest.json',
    contact: 'http://127.0.0.1:3003/mf-manifest.json',
  },
  apiBaseUrl: 'http://127.0.0.1:4000',
};

/**
 * An error a remote throws during render to end on the host's route error page with a status and
 * text (e.g. 404 "Country not found"). It has the shape react-router's `isRouteErrorResponse`
 * recognises, so it works across bundles, where `instanceof` would not.
 */
export interface RouteErrorResponse {
  status: number;
  statusText: string;
  internal: false;
  data: string;
}

/** Builds a {@link RouteErrorResponse}: `routeError(404, 'Not Found', 'Country not found')`. */
export function routeError(status: number, statusText: string, data: string): RouteErrorResponse {
  return { status, statusText, internal: false, data };
}

// Compile-time check: every exposed id has its props, and nothing else does.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type ExposedModulePropsCoverEveryModule = Assert<Same<keyof ExposedModuleProps, ExposedModuleId>>;
