import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary } from 'react-error-boundary';
import { type ModuleLoad, preloadModule, useModule } from '.';

/** A module load the test settles by hand (inside act, as React asks of updates a test causes), counting how often it was started. */
function controlledLoad() {
  const calls: { resolve: (module: { default: string }) => void; reject: (error: Error) => void }[] = [];
  const load: ModuleLoad<string> = () => new Promise((resolve, reject) => calls.push({ resolve, reject }));
  return { load, calls };
}

function Shows({ load }: { load: ModuleLoad<string> }) {
  const text = useModule(load);
  return <p>{text ?? 'placeholder'}</p>;
}

function WithRetry({ load }: { load: ModuleLoad<string> }) {
  return (
    <ErrorBoundary fallbackRender={({ error, resetErrorBoundary }) => <button onClick={resetErrorBoundary}>Retry after {String((error as Error).message)}</button>}>
      <Shows load={load} />
    </ErrorBoundary>
  );
}

describe('useModule', () => {
  it('shows the placeholder, then the loaded export; later mounts show it at once without loading again', async () => {
    const { load, calls } = controlledLoad();
    const first = render(<Shows load={load} />);
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    await act(async () => calls[0]?.resolve({ default: 'the module' }));
    expect(await screen.findByText('the module')).toBeInTheDocument();
    first.unmount();

    render(<Shows load={load} />);
    expect(screen.getByText('the module')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('joins a preload under way instead of loading twice', async () => {
    const { load, calls } = controlledLoad();
    const preloaded = preloadModule(load);
    render(<Shows load={load} />);
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]?.resolve({ default: 'the module' }));
    await expect(preloaded).resolves.toBe('the module');
    expect(await screen.findByText('the module')).toBeInTheDocument();
  });

  it('throws a failed load to the error boundary, whose Retry loads afresh', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { load, calls } = controlledLoad();
    render(<WithRetry load={load} />);
    await act(async () => calls[0]?.reject(new Error('chunk 404')));
    await userEvent.click(await screen.findByRole('button', { name: 'Retry after chunk 404' }));
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
    await act(async () => calls[1]?.resolve({ default: 'the module' }));
    expect(await screen.findByText('the module')).toBeInTheDocument();
  });
});

describe('useModule on a page rendered on the server', () => {
  function AfterHydration({ load }: { load: ModuleLoad<string> }) {
    const text = useModule(load, { afterHydration: true });
    return <p>{text ?? 'placeholder'}</p>;
  }

  it('with afterHydration, hydrates the placeholder the server rendered even when the module has loaded, then shows it', async () => {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const load: ModuleLoad<string> = () => Promise.resolve({ default: 'the module' });
    await preloadModule(load);
    // The server's HTML: a module the browser has not loaded before hydrating is its placeholder there.
    const container = document.createElement('div');
    container.innerHTML = '<p>placeholder</p>';
    document.body.append(container);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <AfterHydration load={load} />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(container.textContent).toBe('the module');
    expect(mismatches).toEqual([]);
    container.remove();

    // Without the option the loaded module renders at once, which the server's placeholder does not match.
    expect(renderToString(<Shows load={load} />)).toBe('<p>the module</p>');
    const plain = document.createElement('div');
    plain.innerHTML = '<p>placeholder</p>';
    document.body.append(plain);
    await act(async () => {
      hydrateRoot(plain, <Shows load={load} />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).not.toEqual([]);
    plain.remove();
  });
});
