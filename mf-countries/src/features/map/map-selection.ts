/**
 * The list's world map in the browser: plain DOM work on the map the server drew (`WorldMap`), so the
 * list's island changes which countries it shows without drawing anything.
 */

import { type MapFormat, MAP_MESSAGES } from './map-messages';

/** The map's element id: one list map on a page. */
export const WORLD_MAP_ID = 'country-map';

/** The attributes the map's parts carry, read here. */
const SHOWN_GROUP = '[data-map-shown]';
const MUTED_GROUP = '[data-map-muted]';

/**
 * Shows on `map` the countries with these `cca3` codes, in this order, and mutes the others: a shown
 * country is a link to its page (reached by Tab in the list's order), a muted one is no link and is
 * hidden from assistive technology. The map is hidden when none is shown (the list says why).
 */
export function showOnMap(map: HTMLElement, codes: readonly string[]): void {
  const shownGroup = map.querySelector(SHOWN_GROUP);
  const mutedGroup = map.querySelector(MUTED_GROUP);
  if (!shownGroup || !mutedGroup) return;
  const places = new Map([...map.querySelectorAll<SVGAElement>('a[data-cca3]')].map((place) => [place.dataset.cca3 ?? '', place]));
  const wanted = new Set(codes);
  for (const [code, place] of places) {
    if (wanted.has(code) || place.parentElement === mutedGroup) continue;
    place.removeAttribute('href');
    mutedGroup.append(place);
  }
  for (const code of codes) {
    const place = places.get(code);
    if (!place) continue;
    place.setAttribute('href', place.dataset.href ?? '');
    shownGroup.append(place);
  }
  map.hidden = codes.length === 0;
}

/**
 * Shows `map`'s tooltip for the shown country under the pointer or with the focus: its name,
 * population and capital (the place's data attributes, which the map wrote in the page's language
 * and number form, labelled with `format`, the island's formatter of that language), above it and
 * inside the map.
 * @returns a function that removes the listeners.
 */
export function attachMapTooltip(map: HTMLElement, format: MapFormat): () => void {
  const box = map.querySelector<HTMLElement>('[data-map-box]');
  const tooltip = map.querySelector<HTMLElement>('[role="tooltip"]');
  if (!box || !tooltip) return () => undefined;
  const lines = tooltip.querySelectorAll('p');
  const show = (event: Event) => {
    const place = event.target instanceof Element ? event.target.closest<SVGAElement>(`${SHOWN_GROUP} a[data-cca3]`) : null;
    if (!place) return;
    const frame = box.getBoundingClientRect();
    const target = place.getBoundingClientRect();
    const x = target.left + target.width / 2 - frame.left;
    const y = target.top - frame.top;
    const texts = [place.dataset.name ?? '', format(MAP_MESSAGES.tooltipPopulation, { population: place.dataset.population ?? '' }), format(MAP_MESSAGES.tooltipCapital, { capital: place.dataset.capital ?? '' })];
    lines.forEach((line, index) => {
      line.textContent = texts[index] ?? '';
    });
    // Above the country, centred on it, but never past the map's edges.
    tooltip.style.left = `${Math.min(Math.max(x - 112, 0), Math.max(box.clientWidth - 224, 0))}px`;
    tooltip.style.top = `${y > 80 ? y - 8 : y + 24}px`;
    tooltip.style.transform = y > 80 ? 'translateY(-100%)' : '';
    tooltip.hidden = false;
  };
  const hide = () => {
    tooltip.hidden = true;
  };
  box.addEventListener('mouseover', show);
  box.addEventListener('focusin', show);
  box.addEventListener('mouseleave', hide);
  box.addEventListener('focusout', hide);
  return () => {
    box.removeEventListener('mouseover', show);
    box.removeEventListener('focusin', show);
    box.removeEventListener('mouseleave', hide);
    box.removeEventListener('focusout', hide);
  };
}
