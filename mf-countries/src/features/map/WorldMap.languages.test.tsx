import { fireEvent, screen, within } from '@testing-library/react';
import { islandFormatter } from '@worldatlas/i18n/island';
import type { CountryListIslandProps } from '../../islands/CountryListIsland';
import { islandPropsIn, renderPage, routeContext } from '../../test/render';
import { attachMapTooltip, WORLD_MAP_ID } from './map-selection';

// The list's map view as the server draws it for a page in French or Arabic, on the real
// countries-api, and its tooltip filled by the island's formatter from the page's props.

const NBSP = '\u00a0';
/** French groups thousands with a narrow no-break space. */
const NNBSP = '\u202f';

/** The list page at `/country{search}` rendered for a page in `locale`, its map, and the formatter of the island's messages in its props. */
async function renderMapIn(locale: string, search: string) {
  const { container } = await renderPage(`/country${search}`, { ...routeContext(), locale });
  const map = document.getElementById(WORLD_MAP_ID);
  if (!map) throw new Error('the page has no world map');
  const props = islandPropsIn(container) as CountryListIslandProps;
  return { container, map, format: islandFormatter(props.locale, props.messages) };
}

/** The tooltip's lines after the pointer moved onto the country `cca3`, the country's name left out. */
function tooltipOver(map: HTMLElement, cca3: string) {
  fireEvent.mouseOver(map.querySelector(`a[data-cca3="${cca3}"] path`) as Element);
  const tooltip = within(map).getByRole('tooltip');
  return [...tooltip.querySelectorAll('p')].slice(1).map((line) => line.textContent);
}

/** The legend's title and entries. */
const legend = () => {
  const list = screen.getByRole('list', { name: /./ });
  return [document.getElementById(list.getAttribute('aria-labelledby') ?? '')?.textContent, ...within(list).getAllByRole('listitem').map((item) => item.textContent)];
};

describe('the world map of the list in French', () => {
  it('names the map, its hint and its legend in French, the bands in French short numbers', async () => {
    const { container } = await renderMapIn('fr', '?view=map&region=Asia');
    expect(screen.getByRole('group', { name: 'Les pays sur une carte du monde, colorés selon leur population' })).toBeInTheDocument();
    expect(container).toHaveTextContent('Faites glisser la carte sur le côté pour voir le monde entier.');
    expect(legend()).toEqual(['Population', `Moins de 100${NBSP}k`, `100${NBSP}k – 1${NBSP}M`, `1${NBSP}M – 10${NBSP}M`, `10${NBSP}M – 100${NBSP}M`, `100${NBSP}M et plus`, 'Pas de données']);
  });

  it("fills the tooltip in French, the population in French form and N/D for a capital the record lacks", async () => {
    const { map, format } = await renderMapIn('fr', '?view=map');
    attachMapTooltip(map, format);
    expect(tooltipOver(map, 'NPL')).toEqual([expect.stringMatching(new RegExp(`^Population : \\d{2}${NNBSP}\\d{3}${NNBSP}\\d{3}$`)), 'Capitale : Kathmandu']);
    expect(tooltipOver(map, 'ATA')).toEqual(['Population : 0', 'Capitale : N/D']);
  });

  it('names each country by its French name, and links it by its English one', async () => {
    const { map } = await renderMapIn('fr', '?view=map&region=Europe');
    const germany = map.querySelector('a[data-cca3="DEU"]');
    expect([germany?.getAttribute('aria-label'), germany?.getAttribute('data-name'), germany?.getAttribute('href')]).toEqual(['Allemagne', 'Allemagne', '/fr/country/Germany']);
  });
});

describe('the world map of the list in Arabic', () => {
  it('names the map, its hint and its legend in Arabic, the bands in Arabic short numbers', async () => {
    const { container } = await renderMapIn('ar', '?view=map&region=Asia');
    expect(screen.getByRole('group', { name: 'البلدان على خريطة العالم، ملوّنة حسب عدد السكان' })).toBeInTheDocument();
    expect(container).toHaveTextContent('اسحب الخريطة جانبًا لترى العالم كله.');
    expect(legend()).toEqual(['عدد السكان', `أقل من 100${NBSP}ألف`, `100${NBSP}ألف – 1${NBSP}مليون`, `1${NBSP}مليون – 10${NBSP}مليون`, `10${NBSP}مليون – 100${NBSP}مليون`, `100${NBSP}مليون فأكثر`, 'لا بيانات']);
  });

  it('fills the tooltip in Arabic', async () => {
    const { map, format } = await renderMapIn('ar', '?view=map');
    attachMapTooltip(map, format);
    expect(tooltipOver(map, 'NPL')).toEqual([expect.stringMatching(/^عدد السكان: \d{2},\d{3},\d{3}$/), 'العاصمة: Kathmandu']);
    expect(tooltipOver(map, 'ATA')).toEqual(['عدد السكان: 0', 'العاصمة: غير متوفر']);
  });
});
