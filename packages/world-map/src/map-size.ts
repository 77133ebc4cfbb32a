/** The map's drawing size in SVG units (it scales to its box through `viewBox`). */
export const MAP_WIDTH = 960;
export const MAP_HEIGHT = 470;
