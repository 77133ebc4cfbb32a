/**
 * The part of React Router 7 that the WorldAtlas render server and the remotes' route modules use,
 * the route module contract, the route table's `href`, and the one way a route is rendered
 * (`renderRoute`), from one module: the host's server build shares it as a singleton with the
 * remotes' server builds, so a route module's hooks read the router the host renders with, and
 * `href` the host's route table. Browsers never load it: pages are documents, and the islands that
 * run in the browser need no router.
 */
export {
  createStaticHandler,
  data,
  isRouteErrorResponse,
  Outlet,
  redirect,
  useActionData,
  useLoaderData,
  useLocation,
  useRouteError,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaDescriptor,
  type MetaFunction,
  type RouteObject,
  type StaticHandler,
  type StaticHandlerContext,
} from 'react-router';
export * from './render-route';
export * from './resolve-route';
export * from './resource-route';
export * from './route-module';
export * from './site-routes';
export * from './styled';
