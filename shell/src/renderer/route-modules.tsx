import { loadRemote } from '@module-federation/enhanced/runtime';
import { data, type MetaDescriptor, type RouteModule, routeHeaders, routeProperties, type RouteProperties, renderStyled, type SiteRoute, type StyledHtml } from '@worldatlas/routing';
import { RouteBoundary } from './RouteBoundary';
import { RouteUnavailable } from './RouteUnavailable';

/** How long a visitor is asked to wait before trying a page whose remote failed again, in seconds. */
const UNAVAILABLE_RETRY_AFTER_S = 10;

/** The meta of a page whose remote could not be reached. */
const UNAVAILABLE_META: MetaDescriptor[] = [
  { title: 'Temporarily unavailable · WorldAtlas' },
  { name: 'description', content: 'This page of WorldAtlas could not be shown just now. Try again in a moment.' },
];

/** What the federation runtime gives for a route module whose remote failed (`remoteFailures`' fallback). */
export const UNAVAILABLE_MODULE = Symbol('route module unavailable');

/** Whether `value` is a route module: the exports the contract requires are there. */
const isRouteModule = (value: unknown): value is RouteModule => {
  const module = value as Partial<RouteModule> | null | undefined;
  return typeof module?.Component === 'function' && typeof module.meta === 'function' && typeof module.HydrateFallback === 'function';
};

/** A route module's outline rendered for keeping; `undefined` when it throws (a plain outline stands in then). */
function renderOutline(module: RouteModule): StyledHtml | undefined {
  try {
    return renderStyled(<module.HydrateFallback />);
  } catch {
    return undefined;
  }
}

/**
 * The route modules of the route table, loaded through the federation runtime from their remotes'
 * server builds (`loadRemote`), as React Router's lazy route properties. Each route module's outline
 * (`HydrateFallback`) is rendered once per release and kept: a page whose remote cannot be reached
 * later is that outline with a message (503, `Retry-After`), never a blank page, and a view that
 * throws is its route's boundary with it (500). Before any release of it was seen, a plain outline
 * stands in.
 */
export class RouteModules {
  private readonly outlines = new Map<string, StyledHtml>();

  /**
   * The route module of `route`, from its remote; `undefined` when the remote cannot give it (it
   * failed: the runtime gave {@link UNAVAILABLE_MODULE}) or what it gives is no route module.
   */
  async module(route: SiteRoute): Promise<RouteModule | undefined> {
    const module = await loadRemote<unknown>(route.module);
    return isRouteModule(module) ? module : undefined;
  }

  /**
   * The lazy route properties of `route`, loaded once (React Router's `lazy`, and what the renderer
   * reads the route's `handle` from before the render): its module's, with the host's error boundary
   * unless it has its own, or the unavailable page's.
   */
  lazy(route: SiteRoute): () => Promise<RouteProperties> {
    let properties: Promise<RouteProperties> | undefined;
    return () => (properties ??= this.properties(route));
  }

  private async properties(route: SiteRoute): Promise<RouteProperties> {
    const module = await this.module(route);
    if (!module) return this.unavailable(route);
    const outline = renderOutline(module);
    if (outline) this.outlines.set(route.id, outline);
    const ErrorBoundary = () => <RouteBoundary outline={this.outlines.get(route.id)} />;
    return routeProperties(module, { ErrorBoundary });
  }

  /** A route whose module could not be loaded: its outline and a message, answered 503 with `Retry-After`. */
  private unavailable(route: SiteRoute): RouteProperties {
    const outline = this.outlines.get(route.id);
    return {
      loader: () => data(null, { status: 503, headers: { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_S) } }),
      Component: () => <RouteUnavailable outline={outline} />,
      handle: { meta: () => UNAVAILABLE_META, headers: routeHeaders },
    };
  }
}
