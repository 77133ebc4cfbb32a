import type { RuntimeConfig } from '@worldatlas/contracts';
import type { RouteContext } from '@worldatlas/routing';
import { SITE_ROUTES } from '../app/route-table';
import { type PageAddress, pageAddress, type RedirectAnswer, type RenderedPage, renderErrorPage, renderPage, type Visitor } from './render-page';
import { RouteModules } from './route-modules';
import { ServerRemotes } from './server-remotes';
import { KEPT_RENDERS_BYTES, KeptRenders } from './visitor-values';

/** What a {@link PageRenderer} is made with. */
export interface PageRendererOptions {
  /** The runtime configuration: the remotes' manifest URLs (their server builds are beside them) and the API. */
  config: RuntimeConfig;
  /** Base URLs of the services only the render server calls, by name (`contact`: the contact service). */
  services?: Readonly<Record<string, string>>;
  /** Where failures and new releases are reported, a line each. */
  log: (message: string) => void;
  /** How long a page waits for a remote's server code, in ms. */
  remoteTimeLimitMs?: number;
  /** How long a failed remote is left out of pages, in ms. */
  retryAfterMs?: number;
  /** Bytes of renders kept for pages with visitor values ({@link KEPT_RENDERS_BYTES} by default; 0 keeps none). */
  keptRenderBytes?: number;
}

/** The site's pages rendered on the server, with the remotes' route modules loaded at run time. */
export interface PageRenderer {
  /**
   * Renders the page `request` asks for (absolute URL, method, body) for `visitor` (numbers in their
   * locale); or the redirect its address (or its action) answers with.
   * @throws only for a failure of the host's own code; a remote's failure renders its page as unavailable.
   */
  render(request: Request, visitor: Visitor): Promise<RenderedPage | RedirectAnswer>;
  /**
   * Which page `url` (absolute) asks for, for caches: a route's page with the query its module reads
   * in one spelling, the shared 404, or another spelling that is answered as it comes. Render the
   * page's `address`, not `url`: nothing else of it reaches the page.
   */
  address(url: URL): Promise<PageAddress>;
  /** The site's error page for `status` with `text` (429, 503: pages the render server refuses itself), in `locale`. */
  errorPage(status: number, text: string, locale: string): Promise<RenderedPage>;
  /** The remotes' releases as one string: changes when any remote has a new release (for caches of pages). */
  releases(): string;
  /** Checks each remote's server build for a new release; resolves with the remotes that have one (their pages render with it from then on). */
  revalidate(): Promise<string[]>;
  /**
   * The paths of every page of the site, for the site map: each route of the table without
   * parameters, and what each route module with parameters lists (every country's page).
   * @throws Error when a route module cannot be loaded or its list cannot be had (API down).
   */
  sitemap(): Promise<string[]>;
}

/** How long the site map may take to list its pages, in ms. */
const SITEMAP_TIME_LIMIT_MS = 10_000;

/** Makes a {@link PageRenderer}: registers the remotes' server builds from the configuration and checks their releases once. */
export async function createPageRenderer({ config, services = {}, log, remoteTimeLimitMs, retryAfterMs, keptRenderBytes = KEPT_RENDERS_BYTES }: PageRendererOptions): Promise<PageRenderer> {
  const remotes = new ServerRemotes({ remotes: config.remotes, integrity: config.serverEntryIntegrity, log, timeLimitMs: remoteTimeLimitMs, retryAfterMs });
  const routeModules = new RouteModules(remotes);
  const keptRenders = new KeptRenders(keptRenderBytes);
  await remotes.revalidate();
  return {
    render: (request, visitor) => renderPage(request, visitor, { config, services, routeModules, state: remotes.state(), keptRenders, log }),
    address: (url) => pageAddress(url, { config, services, routeModules, state: remotes.state(), keptRenders, log }),
    errorPage: renderErrorPage,
    releases: () => remotes.releases(),
    revalidate: () => remotes.revalidate(),
    sitemap: async () => {
      const signal = AbortSignal.timeout(SITEMAP_TIME_LIMIT_MS);
      const context: RouteContext = { apiBaseUrl: config.apiBaseUrl, locale: 'en-US', services, visitor: { address: '' }, fetch: (input, init) => fetch(input, { ...init, signal }) };
      const lists = await Promise.all(
        SITE_ROUTES.map(async (route) => {
          if (!route.path.includes(':')) return [route.path];
          const module = await routeModules.module(route);
          if (!module) throw new Error(`The ${route.module} route module cannot be loaded`);
          return module.sitemap ? module.sitemap(context) : [];
        }),
      );
      return lists.flat();
    },
  };
}
