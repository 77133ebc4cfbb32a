/** The map's drawing size in SVG units (it scales to its box through `viewBox`). */
export const MAP_WIDTH = 960;
export const MAP_HEIGHT = 470;

/** A locator map's drawing size in SVG units: a region is less wide than the world. */
export const LOCATOR_WIDTH = 960;
export const LOCATOR_HEIGHT = 540;
