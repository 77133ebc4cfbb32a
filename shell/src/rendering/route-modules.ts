import { data, type RouteHead, type RouteModule } from '@worldatlas/routing';
import { createElement } from 'react';
import type { LoadRouteModule } from '../app/routes';
import type { SiteRoute } from '../app/route-table';
import { RouteUnavailable } from './RouteUnavailable';
import type { ServerRemotes } from './server-remotes';
import { type RenderedSkeleton, renderSkeleton } from './styled-render';

/** How long a visitor is asked to wait before trying a page whose remote failed again, in seconds. */
export const UNAVAILABLE_RETRY_AFTER_S = 10;

/** What the render keeps of a route beside React Router's properties (its `handle`). */
export interface RouteHandle {
  /** The route module's head, called with the loader's data. */
  head: RouteModule['head'];
  /** The remote whose route module this is (`countries`). */
  remote: string;
  /** The loader data's fields that are the visitor's own (`RouteModule.visitorFields`). */
  visitorFields?: readonly string[];
  /** Set when the route module could not be loaded: the page is shown as unavailable. */
  unavailable?: true;
}

/** The head of a page whose remote could not be reached. */
const UNAVAILABLE_HEAD: RouteHead = {
  title: 'Temporarily unavailable · WorldAtlas',
  description: 'This page of WorldAtlas could not be shown just now. Try again in a moment.',
};

/**
 * The route modules of the route table, loaded through the federation runtime from their remotes'
 * server builds (`ServerRemotes`), as React Router's lazy route properties. Each route module's
 * skeleton is rendered once per release and kept: a page whose remote cannot be reached later is
 * that skeleton with a message (503, `Retry-After`), never a blank page. Before any release of it
 * was seen, a plain outline stands in.
 */
export class RouteModules {
  private readonly skeletons = new Map<string, RenderedSkeleton>();

  constructor(private readonly remotes: ServerRemotes) {}

  /** The lazy route properties of `route`, for {@link createRoutes}. */
  readonly lazy: LoadRouteModule = (route) => async () => {
    const remote = route.module.split('/')[0] ?? '';
    const module = await this.remotes.load<RouteModule>(route.module);
    if (!module?.Component || !module.head) return this.unavailable(route, remote);
    const skeleton = module.Skeleton ? renderSkeleton(createElement(module.Skeleton)) : undefined;
    if (skeleton) this.skeletons.set(route.id, skeleton);
    const handle: RouteHandle = { head: module.head, remote, visitorFields: module.visitorFields };
    return { loader: module.loader, action: module.action, Component: module.Component, handle };
  };

  /** The route module of `route`, from its remote; `undefined` when the remote cannot give it. */
  module(route: SiteRoute): Promise<RouteModule | undefined> {
    return this.remotes.load<RouteModule>(route.module);
  }

  /** The skeleton last rendered for the route `id`, if one was. */
  skeletonOf(id: string): RenderedSkeleton | undefined {
    return this.skeletons.get(id);
  }

  /** A route whose module could not be loaded: its skeleton and a message, answered 503 with `Retry-After`. */
  private unavailable(route: SiteRoute, remote: string) {
    const skeleton = this.skeletons.get(route.id);
    const handle: RouteHandle = { head: () => UNAVAILABLE_HEAD, remote, unavailable: true };
    return {
      loader: () => data(null, { status: 503, headers: { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_S) } }),
      Component: () => createElement(RouteUnavailable, { skeleton }),
      handle,
    };
  }
}
