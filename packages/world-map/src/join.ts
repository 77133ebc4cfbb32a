import { geoArea } from 'd3-geo';
import type { CountryShape } from './shapes';

/** What the map needs of a country record (the list's and the detail's fields both have it). */
export interface MappableCountry {
  name: { common: string };
  ccn3?: string;
  latlng?: number[];
}

/** A country placed on the map: by its shape, as a dot at its `latlng`, or both (a shape too small to see). At least one is set. */
export interface Placement<C extends MappableCountry> {
  country: C;
  shape?: CountryShape;
  dot?: [longitude: number, latitude: number];
}

/** Shapes smaller than this share of the sphere (steradians; ~26,000 km²) are too small to see or point at: they get a dot as well. */
const SMALL_SHAPE = 0.0006;

/**
 * Places each record on the map, joined on `ccn3` (ISO 3166-1 numeric) to the shape with that id.
 * A record with no shape (too small for the 1:110m scale, or none in Natural Earth) gets a dot at its
 * `latlng`; one with neither is left out (`unplaced`). A shape too small to see also gets its dot.
 */
export function placeCountries<C extends MappableCountry>(
  countries: readonly C[],
  shapes: readonly CountryShape[],
): { placed: Placement<C>[]; unplaced: C[] } {
  const byCode = new Map<string, CountryShape>();
  for (const shape of shapes) if (shape.id) byCode.set(String(shape.id), shape);
  const placed: Placement<C>[] = [];
  const unplaced: C[] = [];
  for (const country of countries) {
    const shape = country.ccn3 ? byCode.get(country.ccn3) : undefined;
    const [latitude, longitude] = country.latlng ?? [];
    const dot: [number, number] | undefined = latitude !== undefined && longitude !== undefined ? [longitude, latitude] : undefined;
    if (shape) placed.push(dot && geoArea(shape) < SMALL_SHAPE ? { country, shape, dot } : { country, shape });
    else if (dot) placed.push({ country, dot });
    else unplaced.push(country);
  }
  return { placed, unplaced };
}
