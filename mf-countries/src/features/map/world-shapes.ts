import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
// Emitted by webpack as a content-hashed file of this remote (cached for a year by the servers),
// fetched only by the views that draw a map.
import shapesUrl from 'world-atlas/countries-110m.json?url';

/** A country shape of Natural Earth (1:110m, `world-atlas`): `id` is its ISO 3166-1 numeric code, when it has one. */
export type CountryShape = Feature<Geometry, { name: string }> & { id?: string };


let shapes: Promise<CountryShape[]> | undefined;

/** The TopoJSON topology's countries as GeoJSON features. */
export function countryShapes(topology: Topology<{ countries: GeometryCollection<{ name: string }> }>): CountryShape[] {
  const collection = feature(topology, topology.objects.countries) as FeatureCollection<Geometry, { name: string }>;
  return collection.features as CountryShape[];
}

/**
 * The world's country shapes, fetched once per page from this remote's own file (no third-party
 * request). Rejects with an Error naming the HTTP status when the file cannot be loaded; a later
 * call tries again.
 */
export function loadWorldShapes(): Promise<CountryShape[]> {
  shapes ??= fetch(shapesUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`The world map could not be loaded (HTTP ${response.status})`);
      return response.json();
    })
    .then(countryShapes)
    .catch((error: unknown) => {
      shapes = undefined;
      throw error;
    });
  return shapes;
}
