import type { ClassStyles } from '@worldatlas/design-system';
import { MAP_HEIGHT, MAP_WIDTH } from '@worldatlas/world-map';
import { POPULATION_SCALE_STYLE } from './population-scale';

/**
 * The list's world map's styles, as the design system's classes: resolved on the server (which
 * writes their CSS into every list page) and given to `WorldMap` as class names, so the list's
 * island can draw the map in the browser without a styling library. Plain data.
 */
export const MAP_STYLES = {
  stack: { display: 'flex', flexDirection: 'column', gap: '3', '&[hidden]': { display: 'none' }, ...POPULATION_SCALE_STYLE },
  // Below md the world at the screen's width is under 200 px tall, its countries too small to tap:
  // there it is drawn 40rem wide (about 310 px tall) and the frame slides sideways; the page never does.
  frame: { position: 'relative', bg: 'bg.subtle', borderRadius: 'l2', borderWidth: '1px', overflowX: { base: 'auto', md: 'visible' }, overscrollBehaviorX: 'contain' },
  box: { position: 'relative', aspectRatio: `${MAP_WIDTH} / ${MAP_HEIGHT}`, minW: { base: '40rem', md: '0' } },
  panHint: { display: { base: 'block', md: 'none' }, m: '0', mt: '-1', fontSize: 'sm', color: 'fg.muted' },
  svg: { position: 'absolute', inset: '0', w: 'full', h: 'full' },
  // A muted country: no link, drawn as the backdrop. A shown one: its population's colour; a hover
  // outline, and a focus drawn on the shape itself (a stroke alone cannot keep 3:1 against both the
  // light sea and the darkest fills: the focused shape is cut out in the page colour and ringed in
  // the text colour).
  place: {
    '[data-map-muted] &': { pointerEvents: 'none', '& path, & circle': { fill: 'bg.emphasized', stroke: 'bg.subtle', strokeWidth: '0.5' }, '& circle': { r: '2.5' } },
    '[data-map-shown] &': {
      cursor: 'pointer',
      outline: 'none',
      '& path, & circle': { transition: 'stroke-width 0.1s' },
      _hover: { '& path, & circle': { stroke: 'fg', strokeWidth: '2' } },
      _focusVisible: { '& path, & circle': { fill: 'bg', stroke: 'fg', strokeWidth: '3' } },
    },
  },
  tooltip: { position: 'absolute', pointerEvents: 'none', bg: 'bg.panel', color: 'fg', borderWidth: '1px', borderRadius: 'l2', boxShadow: 'md', px: '3', py: '2', fontSize: 'sm', maxW: '14rem', '& p:first-of-type': { fontWeight: 'semibold' } },
  legendRow: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '4', rowGap: '2' },
  legendTitle: { m: '0', fontWeight: 'semibold', fontSize: 'sm' },
  legend: { display: 'flex', columnGap: '4', rowGap: '2', flexWrap: 'wrap', listStyleType: 'none', m: '0', p: '0', fontSize: 'sm' },
  legendItem: { display: 'flex', alignItems: 'center', gap: '1.5' },
  swatch: { w: '4', h: '4', borderRadius: 'sm', borderWidth: '1px' },
} satisfies ClassStyles;

/** The map's class names, by the names of {@link MAP_STYLES}. */
export type MapClasses = Record<keyof typeof MAP_STYLES, string>;
