import '@testing-library/jest-dom';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { useId, useState } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { type IslandLoader, startIslands } from './hydrate';
import {Island} from './Island';
import type { DomIslandModule } from './attributes';

function Counter({ start }: { start: number }) {
  const [count, setCount] = useState(start);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      Clicked {count} times
    </button>
  );
}

function Note({ text }: { text: string }) {
  return <p>{text}</p>;
}

/** `Note` as a `dom` island: plain code that changes the server's HTML. */
const noteModule: DomIslandModule<{ text: string }> = {
  enhance: (element, props) => {
    const paragraph = element.querySelector('p');
    if (paragraph) paragraph.textContent = `${props.text}, enhanced`;
  },
};

/** Puts `page` into the document as the server renders it. */
function serve(page: React.ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.replaceChildren(container);
  return container;
}

/** The island loader of a page whose exposed modules are `modules`, with this process's React. */
function loader(modules: Record<string, () => Promise<{ default?: unknown; enhance?: unknown }>>): IslandLoader {
  return {
    load: async (module) => {
      const load = modules[module];
      if (!load) throw new Error(`${module} is not exposed`);
      return load();
    },
    react: async () => ({ react: React, reactDom: ReactDOMClient }),
  };
}

/** Starts the islands as the page's island loader does, inside act (React commits the hydration before it returns). */
async function start(islands: IslandLoader) {
  let results: PromiseSettledResult<void>[] = [];
  await act(async () => {
    results = await startIslands(islands);
  });
  return results;
}

describe('startIslands', () => {
  it('hydrates a React island on its props: the same markup, now working, marked as hydrated, nothing logged', async () => {
    const errors = jest.spyOn(console, 'error');
    const page = serve(<Island module="demo/Counter" component={Counter} props={{ start: 2 }} />);
    const island = page.querySelector('[data-island]');
    const rendered = island?.innerHTML;
    expect(island).not.toHaveAttribute('data-hydrated');

    const results = await start(loader({ 'demo/Counter': async () => ({ default: Counter }) }));
    expect(results).toEqual([{ status: 'fulfilled', value: undefined }]);
    expect(island).toHaveAttribute('data-hydrated');
    expect(island?.innerHTML).toBe(rendered);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clicked 2 times' }));
    expect(screen.getByRole('button', { name: 'Clicked 3 times' })).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });

  it("enhances a dom island with its module's enhance, on the element and its props, without loading React", async () => {
    const page = serve(<Island module="demo/Note" component={Note} props={{ text: 'Plain' }} runtime="dom" />);
    const islands: IslandLoader = {
      ...loader({ 'demo/Note': async () => noteModule }),
      react: () => {
        throw new Error('React is not needed by a page of dom islands');
      },
    };
    await start(islands);
    expect(screen.getByText('Plain, enhanced')).toBeInTheDocument();
    expect(page.querySelector('[data-island]')).toHaveAttribute('data-hydrated');
  });

  it('starts each island on its own: one whose module fails to load stays as rendered, marked data-island-failed, named on the console', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = serve(
      <>
        <Island module="demo/Broken" component={Note} props={{ text: 'Server text' }} runtime="dom" />
        <Island module="demo/Note" component={Note} props={{ text: 'Other' }} runtime="dom" />
      </>,
    );
    const [broken] = page.querySelectorAll('[data-island]');
    const before = broken?.innerHTML;
    const results = await start(
      loader({
        'demo/Broken': async () => {
          throw new Error('remoteEntry.js answered 503');
        },
        'demo/Note': async () => noteModule,
      }),
    );
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled']);
    // Its HTML as the server rendered it, marked as given up (tests and styles can tell), never hydrated.
    expect(broken?.innerHTML).toBe(before);
    expect(broken).toHaveAttribute('data-island-failed');
    expect(broken).not.toHaveAttribute('data-hydrated');
    expect(screen.getByText('Server text')).toBeInTheDocument();
    expect(screen.getByText('Other, enhanced')).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('demo/Broken'), expect.objectContaining({ message: 'remoteEntry.js answered 503' }));
  });

  it.each([
    ['its props are not JSON', { props: '{not json' }, { default: Note }, 'its props are missing from the page'],
    ['its module has no default export', {}, { Note }, 'its module has no default export'],
  ])('leaves a React island as rendered when %s', async (_why, change: { props?: string }, module: object, reason) => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = serve(<Island module="demo/Note" component={Note} props={{ text: 'As rendered' }} />);
    const script = page.querySelector('script[data-island-props]');
    if (change.props !== undefined && script) script.textContent = change.props;
    const [result] = await start(loader({ 'demo/Note': async () => module }));
    expect(result).toEqual({ status: 'rejected', reason: expect.objectContaining({ message: reason }) });
    expect(screen.getByText('As rendered')).toBeInTheDocument();
    expect(page.querySelector('[data-island]')).not.toHaveAttribute('data-hydrated');
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('demo/Note'), expect.anything());
  });

  it('starts an island once: a second call leaves the hydrated ones alone', async () => {
    serve(<Island module="demo/Note" component={Note} props={{ text: 'Once' }} runtime="dom" />);
    const islands = loader({ 'demo/Note': async () => noteModule });
    await start(islands);
    expect(await start(islands)).toEqual([]);
    expect(screen.getByText('Once, enhanced')).toBeInTheDocument();
  });

  function Labelled({ label }: { label: string }) {
    const id = useId();
    return (
      <>
        <label htmlFor={id}>{label}</label>
        <input id={id} />
      </>
    );
  }

  // Known defect: the server renders the island's component within the whole page, the browser
  // hydrates it as a root of its own, so useId gives other ids and React reports a mismatch.
  it('hydrates an island whose component uses useId as the server rendered it', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(<Island module="demo/Labelled" component={Labelled} props={{ label: 'Name' }} />);
    await start(loader({ 'demo/Labelled': async () => ({ default: Labelled }) }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });
});
