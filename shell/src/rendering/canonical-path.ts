import { matchRoutes, type RouteObject } from '@worldatlas/routing';

/** `text` decoded, or `undefined` when it holds a malformed percent escape. */
function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/**
 * The spelling of `pathname` (as in a URL, percent-encoded) that its route has: the route's path with
 * its parameters filled in, each encoded as the site's links encode it (`encodeURIComponent`), so
 * `/country/Nep%61l` is spelled `/country/Nepal`. React Router matches paths in any letter case, with
 * a trailing slash and escaped in any way; a page has one spelling, for its cache key and canonical
 * URL. `undefined` when no route of the table matches (the catch-all 404 route included) or the
 * path cannot be decoded.
 */
export function canonicalPath(routes: RouteObject[], pathname: string): string | undefined {
  if (decoded(pathname) === undefined) return undefined;
  const matches = matchRoutes(routes, pathname);
  const leaf = matches?.at(-1);
  const pattern = leaf?.route.path;
  if (!leaf || !pattern || pattern === '*') return undefined;
  return pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? encodeURIComponent(leaf.params[segment.slice(1)] ?? '') : segment))
    .join('/');
}

/**
 * Whether `pathname` is `canonical` escaped otherwise (`%61` for `a`, `%27` for `'`): the same
 * characters, so the same page, answered as it comes. Another spelling (letter case, a trailing
 * slash) is redirected to the canonical one.
 */
export function isSamePath(canonical: string, pathname: string): boolean {
  return decoded(canonical) === decoded(pathname);
}
