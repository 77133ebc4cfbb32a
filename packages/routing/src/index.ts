/**
 * The React Router API of WorldAtlas: what the host and the remotes use, and nothing else. Shared
 * as one singleton (one router context for the host and every remote); a module federation shared
 * module is never tree-shaken, so sharing `react-router` itself would ship all of it (65 kB gzip)
 * where this part is half that. A remote that needs more of React Router adds it here.
 */
export {
  createBrowserRouter,
  data,
  isRouteErrorResponse,
  Link,
  matchRoutes,
  NavLink,
  Outlet,
  ScrollRestoration,
  useLocation,
  useNavigationType,
  useParams,
  useRouteError,
  useSearchParams,
  type LoaderFunction,
  type RouteObject,
} from 'react-router';
// The DOM router provider: renders route changes with flushSync, as react-router-dom does.
export { RouterProvider } from 'react-router/dom';
