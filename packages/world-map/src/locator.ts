import { geoPath } from 'd3-geo';
import type { Geometry } from 'geojson';
import { type MappableCountry, type Placement, placeCountries } from './join';
import { LOCATOR_HEIGHT, LOCATOR_WIDTH } from './map-size';
import { mainParts, worldOutlineShapes, worldShapes } from './shapes';
import { fitView, type MapView } from './view';
import type { MapPlace } from './world-map';

/** A country drawn on a locator map: the record, and where it is drawn (at least one of its path and dot is set). */
interface LocatedCountry<C extends MappableCountry> {
  country: C;
  place: MapPlace;
}

/** A locator map's drawing: its view (projection and size), the land and borders it shows, its countries and neighbours as drawn, and the countries it could not place. */
export interface LocatorDrawing<C extends MappableCountry, N extends MappableCountry> {
  view: MapView;
  land: string;
  borders: string;
  countries: LocatedCountry<C>[];
  neighbours: LocatedCountry<N>[];
  unplaced: C[];
}

/** Digits after the point in the map's coordinates: a unit of the 960-wide map is about a pixel where it is shown. */
const DIGITS = 0;

/** A shape drawn smaller than this across (map units, about pixels) is too small to see or point at: it gets a dot as well, at its middle. */
const SMALL = 8;

const rounded = ([x, y]: [number, number]): [number, number] => [Math.round(x), Math.round(y)];

/** What a view frames of a placed country: its shape's main parts, or its dot. */
const extentOf = (placement: Placement<MappableCountry>): Geometry =>
  placement.shape ? mainParts(placement.shape.geometry) : { type: 'Point', coordinates: placement.dot ?? [0, 0] };

/**
 * Draws `countries` and `neighbours` on a map zoomed to them ({@link fitView}), on the server: the
 * land and borders the view shows, and each record's shape (joined on `ccn3`) or, with none, a dot
 * at its `latlng`; a shape too small to see in this view gets a dot at its middle as well. All is
 * clipped to the view, so the paths hold
 * only what is visible. A neighbour the view does not reach is left out; a country with neither a
 * shape nor a position is listed in `unplaced` (with none placed, the view is the whole world).
 * Shapes: Natural Earth, 1:110m.
 */
export function drawLocator<C extends MappableCountry, N extends MappableCountry>(
  countries: readonly C[],
  neighbours: readonly N[] = [],
  width = LOCATOR_WIDTH,
  height = LOCATOR_HEIGHT,
): LocatorDrawing<C, N> {
  const shapes = worldShapes();
  const own = placeCountries(countries, shapes);
  const around = placeCountries(neighbours, shapes).placed;
  const view = fitView(own.placed.map(extentOf), around.map(extentOf), width, height);
  const { projection } = view;
  const path = geoPath(projection).digits(DIGITS);
  const placeOf = ({ shape, dot }: Placement<MappableCountry>): MapPlace => {
    const d = shape ? path(shape) : null;
    if (shape && d) {
      const [[x0, y0], [x1, y1]] = path.bounds(shape);
      return Math.max(x1 - x0, y1 - y0) >= SMALL ? { d } : { d, dot: rounded(path.centroid(shape)) };
    }
    // A point the view clips draws nothing; the projection itself would still place it.
    const at = dot && path({ type: 'Point', coordinates: dot }) ? projection(dot) : null;
    return at ? { dot: rounded(at) } : {};
  };
  const located = <R extends MappableCountry>(placement: Placement<R>) => ({ country: placement.country, place: placeOf(placement) });
  const { land, borders } = worldOutlineShapes();
  return {
    view,
    land: path(land) ?? '',
    borders: path(borders) ?? '',
    countries: own.placed.map(located),
    neighbours: around.map(located).filter(({ place }) => place.d || place.dot),
    unplaced: own.unplaced,
  };
}
