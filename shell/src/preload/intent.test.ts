import { preloadOnIntent } from './intent';

function link(href: string, text = href): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = text;
  const span = document.createElement('span');
  span.textContent = ' (inner)';
  anchor.append(span);
  document.body.append(anchor);
  return anchor;
}

describe('preloadOnIntent', () => {
  const preloaded: string[] = [];
  beforeAll(() => preloadOnIntent(document, (pathname) => preloaded.push(pathname)));
  beforeEach(() => {
    preloaded.length = 0;
    document.body.replaceChildren();
  });

  it('hands over the path of a same-origin link the pointer enters, also from an element inside it', () => {
    const anchor = link('/country/Nepal');
    anchor.querySelector('span')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preloaded).toEqual(['/country/Nepal']);
  });

  it('counts keyboard focus and touch as intent', () => {
    link('/contact').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    link('/about').dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(preloaded).toEqual(['/contact', '/about']);
  });

  it('hands over each path once per page load', () => {
    const anchor = link('/country?q=ne');
    anchor.dispatchEvent(new Event('pointerover', { bubbles: true }));
    anchor.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    link('/country').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preloaded).toEqual(['/country']);
  });

  it('ignores links to other sites and elements that are not links', () => {
    link('https://example.org/country/France').dispatchEvent(new Event('pointerover', { bubbles: true }));
    const button = document.createElement('button');
    document.body.append(button);
    button.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preloaded).toEqual([]);
  });
});
