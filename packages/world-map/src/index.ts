export { MAP_HEIGHT, MAP_WIDTH } from './map-size';
export { drawCountries } from './world-map';
