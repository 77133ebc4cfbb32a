import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries110m from 'world-atlas/countries-110m.json';

/** A country shape of Natural Earth (1:110m, `world-atlas`): `id` is its ISO 3166-1 numeric code, when it has one. */
export type CountryShape = Feature<Geometry, { name: string }> & { id?: string };

type WorldTopology = Topology<{ countries: GeometryCollection<{ name: string }> }>;
/** Natural Earth's countries at 1:110m as TopoJSON: shared arcs, so borders and land merge exactly. */
export const topology = countries110m as unknown as WorldTopology;

let shapes: CountryShape[] | undefined;

/** Natural Earth's country shapes (1:110m), parsed once per process. */
export function worldShapes(): CountryShape[] {
  shapes ??= (feature(topology, topology.objects.countries) as FeatureCollection<Geometry, { name: string }>).features as CountryShape[];
  return shapes;
}
