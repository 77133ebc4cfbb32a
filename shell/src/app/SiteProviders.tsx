import type { RuntimeConfig } from '@worldatlas/contracts';
import { Provider } from '@worldatlas/design-system';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { PageData } from './page-data';
import { PageDataContext } from './page-data-context';
import { RuntimeConfigContext } from './runtime-config-context';

const NO_DATA = {};

/**
 * What every page renders within, on the server and in the browser alike: the design system in the
 * page's locale, the runtime configuration, the page data and, as SWR's fallback, the route loaders'
 * answers (a view finds its data at once and does not ask again).
 */
export function SiteProviders({ config, page, children }: { config: RuntimeConfig; page?: PageData; children: ReactNode }) {
  return (
    <Provider locale={page?.locale}>
      <RuntimeConfigContext.Provider value={config}>
        <PageDataContext.Provider value={page}>
          {/* A view whose data the server could not load asks for it in the browser: no warning for that. */}
          <SWRConfig value={{ fallback: page?.data ?? NO_DATA, strictServerPrefetchWarning: false }}>{children}</SWRConfig>
        </PageDataContext.Provider>
      </RuntimeConfigContext.Provider>
    </Provider>
  );
}
