import '@testing-library/jest-dom';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useAdoptedFields } from './useAdoptedFields';

// The test environment puts Node's FormData on the window (for fetch), which refuses a form element;
// a browser's takes one. jsdom's own, from a frame, is the browser's.
beforeAll(() => {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  globalThis.FormData = (frame.contentWindow as unknown as typeof globalThis).FormData;
});

/** A search form whose results follow its state: what the island knows, not what the field shows. */
function Search() {
  const [applied, setApplied] = useState('');
  const form = useRef<HTMLFormElement>(null);
  useAdoptedFields(form, (fields) => {
    const q = fields.get('q');
    setApplied(typeof q === 'string' ? q : '');
  });
  return (
    <form ref={form}>
      <label>
        Search <input name="q" defaultValue="" />
      </label>
      <p role="status">{applied ? `Results for ${applied}` : 'Everything'}</p>
      <button type="button" onClick={() => setApplied('')}>
        Show everything
      </button>
    </form>
  );
}

describe('useAdoptedFields', () => {
  it('applies what the visitor typed before hydration, once: later renders do not apply it again', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Search />);
    document.body.replaceChildren(container);
    const user = userEvent.setup();
    // Typed while the island's code was on its way: the page is plain HTML.
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'nepal');
    expect(screen.getByRole('status')).toHaveTextContent('Everything');

    await act(async () => {
      hydrateRoot(container, <Search />);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Results for nepal');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('nepal');

    await user.click(screen.getByRole('button', { name: 'Show everything' }));
    expect(screen.getByRole('status')).toHaveTextContent('Everything');
  });

  it('gives every field of the form as it was left, a chosen option too', async () => {
    const seen: [string, string][][] = [];
    function Fields() {
      const form = useRef<HTMLFormElement>(null);
      useAdoptedFields(form, (fields) => seen.push([...fields.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : value.name])));
      return (
        <form ref={form}>
          <input aria-label="Search" name="q" defaultValue="" />
          <select aria-label="Region" name="region" defaultValue="all">
            <option value="all">All</option>
            <option value="Asia">Asia</option>
          </select>
        </form>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Fields />);
    document.body.replaceChildren(container);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'ne');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'Asia');
    await act(async () => {
      hydrateRoot(container, <Fields />);
    });
    expect(seen).toEqual([
      [
        ['q', 'ne'],
        ['region', 'Asia'],
      ],
    ]);
  });
});
