import { COLOR_MODE_STORAGE_KEY, PAGE_SCRIPT, SPECULATION_RULES } from './inline-scripts';

// The page's script as the browser runs it, once for this file: its listeners are on the document.
const systemDark = false;
const systemListeners: ((event: { matches: boolean }) => void)[] = [];
beforeAll(() => {
  window.matchMedia = ((query: string) => ({
    matches: query === '(prefers-color-scheme: dark)' && systemDark,
    media: query,
    addEventListener: (_type: string, listener: (event: { matches: boolean }) => void) => systemListeners.push(listener),
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
  window.eval(PAGE_SCRIPT);
});

const root = document.documentElement;
const click = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

describe('the page script', () => {
  it('applies the remembered colour mode before anything renders', () => {
    expect(root).toHaveClass('dark');
    expect(root.style.colorScheme).toBe('dark');
  });

  it('applies and remembers a colour mode button\'s mode, and hands the focus to the button that switches back', () => {
    document.body.innerHTML = '<div><button data-color-mode="dark">to dark</button><button data-color-mode="light">to light</button></div>';
    const [toDark, toLight] = [...document.querySelectorAll('button')] as HTMLButtonElement[];
    toLight?.focus();
    click(toLight as HTMLButtonElement);
    expect(root).toHaveClass('light');
    expect(root).not.toHaveClass('dark');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('light');
    expect(document.activeElement).toBe(toDark);
    click(toDark as HTMLButtonElement);
    expect(root).toHaveClass('dark');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');
    expect(document.activeElement).toBe(toLight);
  });

  it('follows the system while the visitor has chosen nothing', () => {
    localStorage.removeItem(COLOR_MODE_STORAGE_KEY);
    for (const listener of systemListeners) listener({ matches: false });
    expect(root).toHaveClass('light');
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
    for (const listener of systemListeners) listener({ matches: false });
    expect(root).toHaveClass('light');
  });

  it('opens and closes the element a Menu button controls, and says so in aria-expanded', () => {
    document.body.innerHTML = '<button data-menu-button aria-expanded="false" aria-controls="menu">Menu</button><nav id="menu" hidden></nav>';
    const button = document.querySelector('button') as HTMLButtonElement;
    const menu = document.getElementById('menu') as HTMLElement;
    click(button);
    expect([button.getAttribute('aria-expanded'), menu.hidden]).toEqual(['true', false]);
    click(button);
    expect([button.getAttribute('aria-expanded'), menu.hidden]).toEqual(['false', true]);
  });

  it('leaves Go Back a link when the visitor did not come from a page of the site', () => {
    document.body.innerHTML = '<a href="/country" data-go-back>Go Back</a>';
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')?.dispatchEvent(event);
    // jsdom's referrer is empty: the link is followed as it is.
    expect(event.defaultPrevented).toBe(false);
  });

  it('prefetches a page of the site once when a link shows intent, where Speculation Rules are missing (jsdom has none)', () => {
    document.head.querySelectorAll('link[rel=prefetch]').forEach((link) => link.remove());
    document.body.innerHTML = '<a href="/country/Nepal">Nepal</a><a href="https://elsewhere.example/">away</a>';
    const [nepal, away] = [...document.querySelectorAll('a')];
    for (const type of ['pointerover', 'focusin', 'pointerover']) nepal?.dispatchEvent(new Event(type, { bubbles: true }));
    away?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect([...document.head.querySelectorAll('link[rel=prefetch]')].map((link) => link.getAttribute('href'))).toEqual([`${location.origin}/country/Nepal`]);
  });
});

describe('the Speculation Rules', () => {
  it('prerender (or at least prefetch) a link of the site on intent, but not one marked data-no-prerender', () => {
    const siteLinks = { and: [{ href_matches: '/*' }, { not: { selector_matches: '[data-no-prerender]' } }] };
    expect(JSON.parse(SPECULATION_RULES)).toEqual({ prerender: [{ where: siteLinks, eagerness: 'moderate' }], prefetch: [{ where: siteLinks, eagerness: 'moderate' }] });
  });
});
