import type { RuntimeConfig } from '@worldatlas/contracts';
import { Provider } from '@worldatlas/design-system';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { RuntimeConfigContext } from './runtime-config-context';
import { routes } from './routes';

const router = createBrowserRouter(routes);

/** The whole site: design system, runtime configuration and the router. */
export function App({ config }: { config: RuntimeConfig }) {
  return (
    <Provider>
      <RuntimeConfigContext.Provider value={config}>
        <RouterProvider router={router} />
      </RuntimeConfigContext.Provider>
    </Provider>
  );
}
