import { renderToString } from 'react-dom/server';
import { Island } from './Island';
import { ISLAND_LOADER_SCRIPT, islandLoaderAttributes, islandsOf } from './page-islands';

const Note = ({ text }: { text: string }) => <p>{text}</p>;

/** A page of `islands`, rendered by the real Island component as a route's view renders them. */
const pageOf = (...islands: { runtime?: 'react' | 'dom'; load?: 'paint' | 'interaction' }[]) =>
  renderToString(
    <main>
      {islands.map((island, index) => (
        <Island key={index} module={`remote/Island${index}`} component={Note} props={{ text: `island ${index}` }} {...island} />
      ))}
    </main>,
  );

describe("a page's islands, read from its HTML", () => {
  it('finds none on a page without islands, not even where the page names one in its text', () => {
    expect(islandsOf(renderToString(<p>data-island=&quot;x&quot;</p>))).toBe(false);
  });

  it('loads after the paint, with React, unless every island waits for the visitor or is plain DOM code', () => {
    expect(islandsOf(pageOf({}))).toEqual({ load: 'paint', runtime: 'react' });
    expect(islandsOf(pageOf({ runtime: 'dom', load: 'interaction' }))).toEqual({ load: 'interaction', runtime: 'dom' });
    expect(islandsOf(pageOf({ runtime: 'dom', load: 'interaction' }, { runtime: 'react' }))).toEqual({ load: 'paint', runtime: 'react' });
    expect(islandsOf(pageOf({ runtime: 'dom' }, { runtime: 'dom', load: 'interaction' }))).toEqual({ load: 'paint', runtime: 'dom' });
  });

  it('names the loader on <html>, and when it loads', () => {
    expect(islandLoaderAttributes({ load: 'paint', runtime: 'react' }, '/islands.js')).toBe('data-island-loader="/islands.js"');
    expect(islandLoaderAttributes({ load: 'interaction', runtime: 'dom' }, '/islands-dom.js')).toBe('data-island-loader="/islands-dom.js" data-island-load="interaction"');
  });
});

describe('the island loader script', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('data-island-loader');
    document.documentElement.removeAttribute('data-island-load');
    document.head.replaceChildren();
    document.body.replaceChildren();
  });

  /** The loader scripts the page has added to its head. */
  const loaders = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));

  it('loads nothing on a page without islands', () => {
    window.eval(ISLAND_LOADER_SCRIPT);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(loaders()).toEqual([]);
  });

  it("loads a waiting island's loader once, on the visitor's first focus inside the element that holds it, and not for a focus elsewhere", () => {
    document.documentElement.setAttribute('data-island-loader', '/islands-dom.js');
    document.documentElement.setAttribute('data-island-load', 'interaction');
    const island = renderToString(<Island module="contact/ContactFormIsland" component={Note} props={{ text: 'form' }} runtime="dom" load="interaction" />);
    document.body.innerHTML = `<section>${island}<input id="field"></section><input id="elsewhere">`;
    window.eval(ISLAND_LOADER_SCRIPT);
    document.getElementById('elsewhere')?.focus();
    expect(loaders()).toEqual([]);
    document.getElementById('field')?.focus();
    document.getElementById('field')?.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(loaders()).toEqual(['/islands-dom.js']);
  });
});
