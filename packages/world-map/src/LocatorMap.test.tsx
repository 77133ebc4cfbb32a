import { screen, within } from '@testing-library/react';
import { Provider } from '@worldatlas/design-system';
import { renderToString } from 'react-dom/server';
import { LocatorMap, type LocatorMapProps } from './LocatorMap';

// The locator map as a remote's route module renders it on the server, then read as a browser would.

const NEPAL = { name: { common: 'Nepal' }, ccn3: '524', latlng: [28, 84] };
const SWITZERLAND = { name: { common: 'Switzerland' }, ccn3: '756', latlng: [47, 8] };
const CHINA = { name: { common: 'China' }, ccn3: '156', href: '/fr/country/China', label: 'Chine' };
const INDIA = { name: { common: 'India' }, ccn3: '356', href: '/fr/country/India', label: 'Inde' };
/** The note a page in French gives for countries without a place. */
const notOnTheMap: LocatorMapProps['notOnTheMap'] = (countries) => `Absent de la carte : ${countries.map((country) => country.name.common).join(', ')}.`;
/** The country's own fill: the design system's accent. */
const HIGHLIGHT = 'var(--chakra-colors-accent-600)';

/** The map's server HTML in the page, as the browser gets it. */
function renderOnServer(props: Omit<LocatorMapProps, 'notOnTheMap'>) {
  const html = renderToString(
    <Provider>
      <LocatorMap {...props} notOnTheMap={notOnTheMap} />
    </Provider>,
  );
  document.body.innerHTML = html;
  return { html };
}

describe('LocatorMap', () => {
  it('is a picture named by its label with the countries in the accent colour, and no script', () => {
    const { html } = renderOnServer({ countries: [NEPAL, SWITZERLAND], label: 'Nepal and Switzerland on a world map' });
    const map = screen.getByRole('img', { name: 'Nepal and Switzerland on a world map' });
    expect([...map.querySelectorAll('path')].filter((path) => path.getAttribute('fill') === HIGHLIGHT)).toHaveLength(2);
    expect(html).not.toMatch(/<script/);
    // Without neighbours there is no layer of links.
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('makes each neighbour a link to its page (an SVG link: in the Tab order), named in the page\'s language, in a group over the picture, in the given order', () => {
    renderOnServer({ countries: [NEPAL], label: 'Népal sur une carte du monde', neighbours: [CHINA, INDIA], neighboursLabel: 'Pays frontaliers du Népal' });
    const links = within(screen.getByRole('group', { name: 'Pays frontaliers du Népal' })).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Chine', '/fr/country/China'],
      ['Inde', '/fr/country/India'],
    ]);
    for (const link of links) {
      expect(link.querySelector('path')).not.toBeNull();
      expect(link).not.toHaveAttribute('tabindex');
    }
  });

  it('says which countries it could not place, in the words its page gives, under a map of the whole world', () => {
    renderOnServer({ countries: [{ name: { common: 'Atlantis' } }], label: 'Atlantis sur une carte du monde' });
    expect(screen.getByRole('img', { name: 'Atlantis sur une carte du monde' }).querySelectorAll(`path[fill="${HIGHLIGHT}"], circle`)).toHaveLength(0);
    expect(screen.getByText('Absent de la carte : Atlantis.')).toBeInTheDocument();
  });
});
