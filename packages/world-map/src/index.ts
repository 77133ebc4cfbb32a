export type { MappableCountry } from './join';
export { MAP_HEIGHT, MAP_WIDTH } from './map-size';
export { drawCountries, worldOutline } from './world-map';
