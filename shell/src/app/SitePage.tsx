import type { PageHead } from '@worldatlas/contracts';
import { useLocation, useParams } from '@worldatlas/routing';
import { useEffect, useMemo, useState } from 'react';
import { startRoute } from '../preload/route-loading';
import { RemoteModule } from '../remotes/RemoteModule';
import type { SiteRoute } from './route-table';
import { useRuntimeConfig } from './runtime-config-context';

/** Sets the document's title while a page shows it (the server wrote the same one into the page). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/**
 * What the route loaders of the page at the current path found (a country's common name and
 * description), once they have: they run through {@link startRoute}, which the page's first load or
 * a link's preload may already have started.
 */
function useFoundHead(pathname: string): PageHead | undefined {
  const config = useRuntimeConfig();
  const load = useMemo(() => startRoute(pathname, config), [pathname, config]);
  const [found, setFound] = useState<{ pathname: string; head?: PageHead }>();
  useEffect(() => {
    let current = true;
    load?.then(
      (result) => current && setFound({ pathname, head: result.head }),
      () => undefined, // the view shows the failure, with Retry
    );
    return () => {
      current = false;
    };
  }, [load]);
  return found?.pathname === pathname ? found.head : undefined;
}

/** One route's page: its title, and each of its parts from its remote, in the route table's order. */
export function SitePage({ route }: { route: SiteRoute }) {
  const config = useRuntimeConfig();
  const params = useParams();
  const page = useMemo(() => ({ params, config }), [params.id, config]);
  const { pathname } = useLocation();
  const found = useFoundHead(pathname);
  usePageTitle(route.text({ ...page, found }).title);
  return (
    <>
      {route.areas.map((area) => (
        <RemoteModule key={area.module} area={area} page={page} />
      ))}
    </>
  );
}
