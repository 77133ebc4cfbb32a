import { defineClasses } from '@worldatlas/design-system';

/**
 * Styles of the maps' country links: a hover outline, and a focus drawn on the shape itself. A
 * stroke alone cannot keep 3:1 against both the light sea and the darkest population fills, so the
 * focused shape is cut out in the page colour and ringed in the text colour.
 */
export const useMapClasses = defineClasses({
  link: {
    cursor: 'pointer',
    outline: 'none',
    '& path, & circle': { transition: 'stroke-width 0.1s' },
    _hover: { '& path, & circle': { stroke: 'fg', strokeWidth: '2' } },
    _focusVisible: { '& path, & circle': { fill: 'bg', stroke: 'fg', strokeWidth: '3' } },
  },
});
