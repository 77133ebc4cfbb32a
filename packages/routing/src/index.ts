/**
 * The part of React Router 7 that the WorldAtlas render server and the remotes' route modules use,
 * from one module: the host's server build shares it as a singleton with the remotes' server builds,
 * so a route module's hooks read the router the host renders with. Browsers never load it: pages are
 * documents, and the islands that run in the browser need no router.
 */
export {
  createStaticHandler,
  createStaticRouter,
  data,
  isRouteErrorResponse,
  matchRoutes,
  Outlet,
  redirect,
  StaticRouterProvider,
  useActionData,
  useLoaderData,
  useLocation,
  useRouteError,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router';
export * from './route-module';
