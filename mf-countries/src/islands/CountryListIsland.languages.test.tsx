import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PREFILTER_SCRIPT } from '@worldatlas/islands';
import { hydrateIslands, renderPage, routeContext } from '../test/render';

// The list page in French and in Arabic as the browser gets it: the server's HTML for the page's
// language at the page's own address (`/fr/country…`), the page's inline pre-filter running, then
// the real island hydrating it, on the real countries-api.

beforeAll(() => window.eval(PREFILTER_SCRIPT));
afterEach(() => document.documentElement.removeAttribute('lang'));

const NBSP = '\u00a0';
const FRENCH_MAP = 'Les pays sur une carte du monde, colorés selon leur population';
const address = () => `${window.location.pathname}${window.location.search}`;
/** The map's tooltip's lines in `page`, after its first (the country's name). */
const tooltipLines = (page: HTMLElement) => [...within(page).getByRole('tooltip').querySelectorAll('p')].slice(1).map((line) => line.textContent);

/**
 * The list page rendered for `locale`, in the document at `path` (its address in that language),
 * `<html lang>` the language's, as the site serves it; no script running yet.
 */
async function servePageIn(locale: string, path: string) {
  document.documentElement.lang = locale;
  window.history.replaceState(null, '', path);
  const { container } = await renderPage(`/country${new URL(path, 'http://localhost').search}`, { ...routeContext(), locale });
  return container;
}

/** The count the page's pre-filter writes once `text` is typed in the emptied search box. */
async function prefilterCount(text: string) {
  const user = userEvent.setup();
  await user.clear(screen.getByRole('searchbox'));
  if (text) await user.type(screen.getByRole('searchbox'), text);
  return screen.getByRole('status').textContent;
}

describe('the list island on a French page', () => {
  it('switches to the map in place under the page’s own address, and draws it in French, its tooltip too', async () => {
    const page = await servePageIn('fr', '/fr/country?region=Oceania');
    await hydrateIslands(page);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Carte' }));
    const map = await screen.findByRole('group', { name: FRENCH_MAP });
    expect(address()).toBe('/fr/country?region=Oceania&view=map');
    const legend = within(page).getByRole('list', { name: 'Population' });
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual([`Moins de 100${NBSP}k`, `100${NBSP}k – 1${NBSP}M`, `1${NBSP}M – 10${NBSP}M`, `10${NBSP}M – 100${NBSP}M`, `100${NBSP}M et plus`, 'Pas de données']);
    fireEvent.mouseOver(map.querySelector('a[data-cca3="FJI"] path') as Element);
    expect(tooltipLines(page)).toEqual([expect.stringMatching(/^Population : \d{3}\u202f\d{3}$/), 'Capitale : Suva']);

    await user.click(screen.getByRole('radio', { name: 'Liste' }));
    expect(address()).toBe('/fr/country?region=Oceania');
    await act(() => new Promise<void>((resolve) => {
      window.addEventListener('popstate', () => resolve(), { once: true });
      window.history.back();
    }));
    expect(address()).toBe('/fr/country?region=Oceania&view=map');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Carte' })).toBeChecked());
  });

  it("fills the tooltip of the server's map in French once the island runs", async () => {
    const page = await servePageIn('fr', '/fr/country?view=map');
    await hydrateIslands(page);
    fireEvent.mouseOver(page.querySelector('a[data-cca3="ATA"] path') as Element);
    expect(tooltipLines(page)).toEqual(['Population : 0', 'Capitale : N/D']);
  });
});

describe("the page's pre-filter counting in the page's language, before the island's code arrives", () => {
  it('counts in French', async () => {
    await servePageIn('fr', '/fr/country');
    expect(await prefilterCount('zzz')).toBe('0 pays');
    expect(await prefilterCount('')).toBe('250 pays');
  });

  it("counts in Arabic, by Arabic's plural categories: zero, one, few and many", async () => {
    const page = await servePageIn('ar', '/ar/country');
    expect(await prefilterCount('zzz')).toBe('لا دول');
    expect(await prefilterCount('')).toBe('250 دولة');
    page.remove();
    await servePageIn('ar', '/ar/country?region=Oceania&subregion=Melanesia');
    expect(await prefilterCount('')).toBe('5 دول');
    // The longest name of the five (an item's first text: its name in the page's language) is in no other one.
    const [longest = ''] = [...document.querySelectorAll('[data-prefilter-text]')].map((item) => (item.getAttribute('data-prefilter-text') ?? '').split('\n')[0] ?? '').sort((one, other) => other.length - one.length);
    expect(await prefilterCount(longest)).toBe('دولة واحدة');
  });
});
