import { EXPOSED, type ExposedModuleId, type ExposedModuleProps } from '@worldatlas/contracts';
import { Loader, type LoaderShape } from '@worldatlas/design-system';
import { Suspense, useReducer } from 'react';
import { lazyRemote } from './lazyRemote';
import { RemoteBoundary } from './RemoteBoundary';

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
  // A reset re-renders this component, which asks lazyRemote again: after a failed load, afresh.
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const Remote = lazyRemote(id);
  return (
    <RemoteBoundary name={name} onReset={rerender}>
      <Suspense fallback={<Loader label={`Loading ${name}`} shape={LOADING_SHAPES[id]} />}>
        <Remote {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}
