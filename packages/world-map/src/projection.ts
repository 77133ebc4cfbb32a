import { geoEqualEarth, geoPath, type GeoPath, type GeoProjection } from 'd3-geo';
import { MAP_HEIGHT, MAP_WIDTH } from './map-size';

/** The world in the Equal Earth projection (true areas, so populations compare fairly), fitted to the map's box. */
export function worldProjection(): { projection: GeoProjection; path: GeoPath } {
  const projection = geoEqualEarth().fitExtent([[4, 4], [MAP_WIDTH - 4, MAP_HEIGHT - 4]], { type: 'Sphere' });
  return { projection, path: geoPath(projection) };
}
