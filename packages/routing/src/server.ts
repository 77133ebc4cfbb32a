/**
 * React Router's server rendering, for the host's server only (not shared: no remote uses it, and the
 * browser never loads it). Built into the same bundle as `@worldatlas/routing`, it uses the same
 * router contexts as the routes it renders.
 */
export { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
