import '@testing-library/jest-dom';
import { renderToString } from 'react-dom/server';
import { Island, scriptJson } from './Island';

function Greeting({ name, note }: { name: string; note: string }) {
  return (
    <p>
      Hello {name} ({note})
    </p>
  );
}

/** `html` as a browser parses it, in a fresh container of the document. */
function parse(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.replaceChildren(container);
  return container;
}

describe('Island on the server', () => {
  it('renders the component inside the element the browser finds, with its module, runtime and id, and adds no box', () => {
    const page = parse(renderToString(<Island module="countries/CountryListIsland" component={Greeting} props={{ name: 'Ada', note: 'first' }} />));
    const island = page.querySelector<HTMLElement>('[data-island]');
    expect(island).toHaveAttribute('data-island', 'countries/CountryListIsland');
    expect(island).toHaveAttribute('data-island-runtime', 'react');
    expect(island).toHaveStyle({ display: 'contents' });
    expect(island).toHaveTextContent('Hello Ada (first)');
    expect(island?.dataset.islandId).toMatch(/\S/);
  });

  it("writes the props as JSON beside it, in a script named by the island's id, that the browser reads back whole", () => {
    const props = { name: 'Ada', note: 'first' };
    const page = parse(renderToString(<Island module="contact/ContactFormIsland" component={Greeting} props={props} runtime="dom" />));
    const island = page.querySelector<HTMLElement>('[data-island]');
    expect(island).toHaveAttribute('data-island-runtime', 'dom');
    const script = page.querySelector(`script[data-island-props="${island?.dataset.islandId ?? ''}"]`);
    expect(script).toHaveAttribute('type', 'application/json');
    expect(island?.contains(script)).toBe(false);
    expect(JSON.parse(script?.textContent ?? '')).toEqual(props);
  });

  it('keeps a prop holding </script> or <!-- inside the script: the page after it stays as rendered', () => {
    const note = '</script><img src=x onerror="alert(1)"><!-- <script>';
    const page = parse(
      renderToString(
        <>
          <Island module="x/Hostile" component={Greeting} props={{ name: 'Eve', note }} />
          <footer>after the island</footer>
        </>,
      ),
    );
    expect(page.querySelectorAll('script')).toHaveLength(1);
    expect(page.querySelector('img')).toBeNull();
    expect(JSON.parse(page.querySelector('script')?.textContent ?? '')).toEqual({ name: 'Eve', note });
    expect(page.querySelector('footer')).toHaveTextContent('after the island');
    expect(scriptJson({ note })).not.toContain('<');
  });

  it('gives two islands of one page their own ids, each script named by its own', () => {
    const page = parse(
      renderToString(
        <>
          <Island module="a/One" component={Greeting} props={{ name: 'One', note: '1' }} />
          <Island module="b/Two" component={Greeting} props={{ name: 'Two', note: '2' }} />
        </>,
      ),
    );
    const islands = [...page.querySelectorAll<HTMLElement>('[data-island]')];
    const ids = islands.map((island) => island.dataset.islandId);
    expect(new Set(ids).size).toBe(2);
    const names = islands.map((island) => JSON.parse(page.querySelector(`script[data-island-props="${island.dataset.islandId ?? ''}"]`)?.textContent ?? '').name);
    expect(names).toEqual(['One', 'Two']);
  });
});
