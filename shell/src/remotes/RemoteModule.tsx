import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ExposedModuleId, ExposedModuleProps } from '@worldatlas/contracts';
import { ErrorNotice, Loader } from '@worldatlas/design-system';
import { Component, type ComponentType, type ReactNode, Suspense, lazy, useState } from 'react';
import { isRouteErrorResponse } from 'react-router-dom';

/** Loads `id` (e.g. `countries/CountryList`) through the federation runtime; rejects when it cannot. */
function importRemote<Id extends ExposedModuleId>(id: Id): Promise<{ default: ComponentType<ExposedModuleProps[Id]> }> {
  return loadRemote<{ default: ComponentType<ExposedModuleProps[Id]> }>(id).then((module) => {
    if (!module?.default) throw new Error(`Remote module ${id} has no default export`);
    return module;
  });
}

interface BoundaryProps {
  name: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Error boundary around one remote: a failure there shows a message and Retry, the rest of the page stays. */
class RemoteBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    if (!isRouteErrorResponse(error)) console.error(`The ${this.props.name} section failed to load`, error);
  }

  override render() {
    // A remote's deliberate route error (e.g. 404 "Country not found") belongs to the router's error page.
    if (isRouteErrorResponse(this.state.error)) throw this.state.error;
    if (this.state.error) {
      return (
        <ErrorNotice
          title={`The ${this.props.name} section could not be loaded`}
          description="Check your connection and try again. The rest of the site still works."
          onRetry={() => {
            this.setState({ error: null });
            this.props.onRetry();
          }}
        />
      );
    }
    return this.props.children;
  }
}

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
 * Renders an exposed module of a remote, loaded at run time: a Loader while it loads, the module
 * once loaded, or an ErrorNotice with Retry when its manifest, script or render fails.
 */
export function RemoteModule<Id extends ExposedModuleId>({ id, name, props }: RemoteModuleProps<Id>) {
  const [attempt, setAttempt] = useState(0);
  const Remote = lazyRemote(id, attempt);
  return (
    <RemoteBoundary name={name} onRetry={() => setAttempt((count) => count + 1)}>
      <Suspense fallback={<Loader label={`Loading ${name}`} />}>
        <Remote {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}

const lazyCache = new Map<string, ComponentType<never>>();

/**
 * One lazy component per (module, attempt), kept across remounts so coming back to a route shows the
 * loaded module at once; a retry asks for a fresh load instead of reusing the failure.
 */
function lazyRemote<Id extends ExposedModuleId>(id: Id, attempt: number): ComponentType<ExposedModuleProps[Id]> {
  const key = `${id}#${attempt}`;
  let Remote = lazyCache.get(key) as ComponentType<ExposedModuleProps[Id]> | undefined;
  if (!Remote) {
    Remote = lazy(() => importRemote(id));
    lazyCache.set(key, Remote as ComponentType<never>);
  }
  return Remote;
}
