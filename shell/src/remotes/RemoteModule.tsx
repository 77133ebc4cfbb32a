import { Loader } from '@worldatlas/design-system';
import { useHydrating, useModule } from '@worldatlas/module-loading';
import { type ComponentType, useReducer } from 'react';
import { usePageData } from '../app/page-data-context';
import type { PageContext, RemoteArea } from '../app/route-table';
import { RemoteBoundary } from './RemoteBoundary';
import { remoteModuleLoad } from './remoteComponents';

/** Props of {@link RemoteModule}. */
export interface RemoteModuleProps {
  /** The part of the page: its exposed module, name, skeleton and props (the route table's). */
  area: RemoteArea;
  /** The page it is on. */
  page: PageContext;
}

/**
 * Renders an exposed module of a remote, loaded at run time: a skeleton of its shape while it loads, the module
 * once loaded, or a message with Retry (RemoteBoundary) when its manifest, script or render fails.
 * A part the server rendered as its skeleton (its remote's server code could not be used) hydrates as
 * that skeleton, then loads in the browser.
 */
export function RemoteModule({ area, page }: RemoteModuleProps) {
  // A reset (Retry, or another path) mounts the content afresh, which loads the module again if it failed.
  const [resets, reset] = useReducer((count: number) => count + 1, 0);
  return (
    <RemoteBoundary name={area.name} onReset={reset}>
      <RemoteContent key={`${area.module} ${resets}`} area={area} page={page} />
    </RemoteBoundary>
  );
}

/**
 * The part's content: its skeleton while the page hydrates what the server rendered as a skeleton,
 * else the module ({@link LoadedContent}).
 */
function RemoteContent(props: RemoteModuleProps) {
  const renderedAsSkeleton = usePageData()?.skeletons.includes(props.area.module) ?? false;
  const hydrating = useHydrating();
  return renderedAsSkeleton && hydrating ? <AreaSkeleton area={props.area} /> : <LoadedContent {...props} />;
}

function AreaSkeleton({ area }: { area: RemoteArea }) {
  return <Loader label={`Loading ${area.name}`} shape={area.skeleton} />;
}

/** The module once loaded (at once when it has been: on the server, always), its skeleton until then; a failed load is thrown to the boundary. */
function LoadedContent({ area, page }: RemoteModuleProps) {
  const Remote = useModule(remoteModuleLoad<ComponentType<object>>(area.module));
  return Remote ? <Remote {...area.props(page)} /> : <AreaSkeleton area={area} />;
}
