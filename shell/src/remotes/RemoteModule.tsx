import { EXPOSED, type ExposedModuleId, type ExposedModuleProps } from '@worldatlas/contracts';
import { Loader, type LoaderShape } from '@worldatlas/design-system';
import { useModule } from '@worldatlas/module-loading';
import { useReducer } from 'react';
import { RemoteBoundary } from './RemoteBoundary';
import { remoteModuleLoad } from './remoteComponents';

/** The outline each exposed module's area holds while it loads, so the page does not move when it arrives. */
const LOADING_SHAPES: Record<ExposedModuleId, LoaderShape> = {
  [EXPOSED.hero]: 'hero',
  [EXPOSED.facts]: 'facts',
  [EXPOSED.countryList]: 'list',
  [EXPOSED.countryDetail]: 'country',
  [EXPOSED.contactForm]: 'form',
};

/** Props of {@link RemoteModule}. */
export interface RemoteModuleProps<Id extends ExposedModuleId> {
  /** Exposed module id, `remote/module`. */
  id: Id;
  /** What the visitor calls this part of the page, for the loader and error texts ("country list"). */
  name: string;
  /** Props passed to the remote component, as the contract for `id` says. */
  props: ExposedModuleProps[Id];
}

/**
 * Renders an exposed module of a remote, loaded at run time: a skeleton of its shape while it loads, the module
 * once loaded, or a message with Retry (RemoteBoundary) when its manifest, script or render fails.
 */
export function RemoteModule<Id extends ExposedModuleId>({ id, name, props }: RemoteModuleProps<Id>) {
  // A reset (Retry, or another path) mounts the content afresh, which loads the module again if it failed.
  const [resets, reset] = useReducer((count: number) => count + 1, 0);
  return (
    <RemoteBoundary name={name} onReset={reset}>
      <RemoteContent key={`${id} ${resets}`} id={id} name={name} props={props} />
    </RemoteBoundary>
  );
}

/** The module once loaded, its skeleton until then; a failed load is thrown to the boundary. */
function RemoteContent<Id extends ExposedModuleId>({ id, name, props }: RemoteModuleProps<Id>) {
  const Remote = useModule(remoteModuleLoad(id));
  return Remote ? <Remote {...props} /> : <Loader label={`Loading ${name}`} shape={LOADING_SHAPES[id]} />;
}
