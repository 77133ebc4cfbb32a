import type { Page } from '@playwright/test';

/** The list's world map: the drawing of its countries (an SVG group). */
export const worldMap = (page: Page) => page.getByRole('group', { name: 'Countries on a world map, coloured by population' });

/** The list's world map's links, one per country drawn (the muted ones too). */
export const mapLinks = (page: Page) => worldMap(page).getByRole('link');

/** The legend's entries, in order: each one's text and its swatch's colour (`rgb(…)`). */
export const legendOf = (page: Page) =>
  page
    .getByRole('list', { name: 'Population' })
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item) => {
        const swatch = getComputedStyle(item.firstElementChild as Element);
        // No data is hatched: a pattern on the map, a gradient in the legend.
        return { label: item.textContent ?? '', colour: swatch.backgroundImage === 'none' ? swatch.backgroundColor : 'hatched' };
      }),
    );

