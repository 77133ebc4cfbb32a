import { type MappableCountry, placeCountries } from './join';
import { worldProjection } from './projection';
import { type CountryShape, worldShapes } from './shapes';

/** Where a country is drawn on the map: its shape's SVG path, a dot (map coordinates) for one too small to see, or both. */
export interface MapPlace {
  d?: string;
  dot?: [x: number, y: number];
}

/** The world drawn for one list of countries: each one's place by its key, and the shapes no record claims (disputed areas). */
export interface WorldDrawing {
  places: Record<string, MapPlace>;
  unclaimed: string[];
}

/** Digits after the point in the map's coordinates: a unit of the 960-wide map is about a pixel where it is shown. */
const DIGITS = 0;

const shapePaths = new WeakMap<CountryShape, string>();
const { path, projection } = worldProjection();
path.digits(DIGITS);

/** `shape` as an SVG path in the map's projection, drawn once per process. */
function shapePath(shape: CountryShape): string {
  let d = shapePaths.get(shape);
  if (d === undefined) {
    d = path(shape) ?? '';
    shapePaths.set(shape, d);
  }
  return d;
}

const round = (value: number) => Math.round(value * 10 ** DIGITS) / 10 ** DIGITS;

/**
 * Draws `countries` on the world map (Equal Earth, {@link worldProjection}), on the server (and in
 * the list island's map chunk, in a browser): each one's
 * place by `key(country)` (its shape, joined on `ccn3`, and a dot at its `latlng` when it is too small
 * to see or has no shape), and the shapes no record of `countries` claims. Countries with neither are
 * left out. Paths are computed once per process (or page); a drawing costs the join.
 */
export function drawCountries<C extends MappableCountry>(countries: readonly C[], key: (country: C) => string): WorldDrawing {
  const all = worldShapes();
  const { placed } = placeCountries(countries, all);
  const places: Record<string, MapPlace> = {};
  for (const { country, shape, dot } of placed) {
    const at = dot ? projection(dot) : undefined;
    places[key(country)] = { ...(shape && { d: shapePath(shape) }), ...(at && { dot: [round(at[0]), round(at[1])] as [number, number] }) };
  }
  const claimed = new Set(countries.map((country) => country.ccn3).filter(Boolean));
  return { places, unclaimed: all.filter((shape) => !claimed.has(String(shape.id))).map(shapePath) };
}
