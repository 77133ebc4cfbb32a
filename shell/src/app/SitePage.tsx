import type { PageHead } from '@worldatlas/contracts';
import { useLocation, useParams } from '@worldatlas/routing';
import { useEffect, useMemo, useState } from 'react';
import { startRoute } from '../preload/route-loading';
import { RemoteModule } from '../remotes/RemoteModule';
import { usePageData } from './page-data-context';
import type { SiteRoute } from './route-table';
import { useRuntimeConfig } from './runtime-config-context';

/** Sets the document's title while a page shows it (the server wrote the same one into the page). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/**
 * What the route loaders of the page at `pathname` found (a country's common name and description):
 * on the page the server rendered, what it found; after a navigation in the browser, once
 * {@link startRoute} (which a link's preload may already have started) has it.
 */
function useFoundHead(pathname: string): PageHead | undefined {
  const config = useRuntimeConfig();
  const rendered = usePageData();
  const [found, setFound] = useState(() => (rendered?.pathname === pathname ? { pathname, head: rendered.head } : undefined));
  const known = found?.pathname === pathname;
  useEffect(() => {
    if (known) return undefined;
    let current = true;
    startRoute(pathname, config)?.then(
      (result) => current && setFound({ pathname, head: result.head }),
      () => undefined, // the view shows the failure, with Retry
    );
    return () => {
      current = false;
    };
  }, [pathname, known, config]);
  return found && known ? found.head : undefined;
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
