import { loadRemote } from '@module-federation/enhanced/runtime';
import { defineMessages, languageOf } from '@worldatlas/i18n';
import {
  data,
  isResourceRouteModule,
  isRouteErrorResponse,
  type MetaFunction,
  type RouteModule,
  routeHeaders,
  routeProperties,
  type RouteProperties,
  renderStyled,
  type SiteRoute,
  type StyledHtml,
  useRouteError,
} from '@worldatlas/routing';
import { ErrorContent } from '../app/RouteErrorPage';
import { intlFor } from '../i18n';
import { RouteUnavailable } from './RouteUnavailable';

/** How long a visitor is asked to wait before trying a page whose remote failed again, in seconds. */
const UNAVAILABLE_RETRY_AFTER_S = 10;

const MESSAGES = defineMessages({
  title: { id: 'shell.unavailable.metaTitle', defaultMessage: 'Temporarily unavailable · WorldAtlas', description: 'The title, in the browser’s tab, of a page whose part of the site is not answering.' },
  description: { id: 'shell.unavailable.description', defaultMessage: 'This page of WorldAtlas could not be shown just now. Try again in a moment.' },
});

/** The unavailable page's title and description, in the language its address names. */
const unavailableMeta: MetaFunction = ({ params }) => {
  const intl = intlFor(languageOf(params).tag);
  return [{ title: intl.formatMessage(MESSAGES.title) }, { name: 'description', content: intl.formatMessage(MESSAGES.description) }];
};

/** What the federation runtime gives for a route module whose remote failed (`remoteFailures`' fallback). */
export const UNAVAILABLE_MODULE = Symbol('route module unavailable');

/** Whether `value` has the exports the route module contract requires. */
const isRouteModule = (value: unknown): value is RouteModule => {
  const module = value as Partial<RouteModule> | null | undefined;
  return typeof module?.Component === 'function' && typeof module.meta === 'function' && typeof module.HydrateFallback === 'function';
};

/** A route module's outline; `undefined` when it throws (a plain outline stands in then). */
function renderOutline(module: RouteModule): StyledHtml | undefined {
  try {
    return renderStyled(<module.HydrateFallback />);
  } catch {
    return undefined;
  }
}

/** A route's error boundary: the error content for a route error ("Country not found"), else its outline with a message, nothing of the error. */
function RouteBoundary({ outline }: { outline?: StyledHtml }) {
  return isRouteErrorResponse(useRouteError()) ? <ErrorContent /> : <RouteUnavailable outline={outline} />;
}

/** The route table's modules (pages and resource routes) from their remotes' server builds, as lazy route properties; each page's outline (`HydrateFallback`) is kept from its last release. */
export class RouteModules {
  private readonly outlines = new Map<string, StyledHtml>();

  /** The lazy route properties of `route`, loaded once: its module's, with the host's error boundary unless it has its own, or the unavailable page's. */
  lazy(route: SiteRoute): () => Promise<RouteProperties> {
    let properties: Promise<RouteProperties> | undefined;
    return () => (properties ??= this.properties(route));
  }

  private async properties(route: SiteRoute): Promise<RouteProperties> {
    // The runtime gives UNAVAILABLE_MODULE for a remote that failed.
    const module = await loadRemote<unknown>(route.module);
    // A resource route (a loader and no view) answers with its loader's Response alone.
    if (isResourceRouteModule(module)) return routeProperties(module);
    if (!isRouteModule(module)) return this.unavailable(route);
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
      handle: { meta: unavailableMeta, headers: routeHeaders },
    };
  }
}
