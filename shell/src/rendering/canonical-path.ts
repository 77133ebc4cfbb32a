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
 * its parameters filled in. React Router matches paths in any letter case and with a trailing slash;
 * a page answers under one spelling, so another one can be redirected to it. `undefined` when no
 * route of the table matches (the catch-all 404 route included) or the path cannot be decoded.
 */
export function canonicalPath(routes: RouteObject[], pathname: string): string | undefined {
  if (decoded(pathname) === undefined) return undefined;
  const matches = matchRoutes(routes, pathname);
  const leaf = matches?.at(-1);
  const pattern = leaf?.route.path;
  if (!leaf || !pattern || pattern === '*') return undefined;
  const spelled = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? encodeURIComponent(leaf.params[segment.slice(1)] ?? '') : segment))
    .join('/');
  // The same path, escaped otherwise (`%27` for `'`), is the same page.
  return decoded(spelled) === decoded(pathname) ? pathname : spelled;
}
