import { defineClasses } from '@worldatlas/design-system';

/** Styles of the maps' country links: a visible focus ring and hover outline on the shape itself. */
export const useMapClasses = defineClasses({
  link: {
    cursor: 'pointer',
    outline: 'none',
    '& path, & circle': { transition: 'stroke-width 0.1s' },
    _hover: { '& path, & circle': { stroke: 'fg', strokeWidth: '2' } },
    _focusVisible: { '& path, & circle': { stroke: 'fg', strokeWidth: '3' } },
  },
});
