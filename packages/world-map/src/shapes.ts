import { geoArea, geoCentroid, geoDistance } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry, MultiLineString, MultiPolygon, Polygon } from 'geojson';
import { feature, merge, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries110m from 'world-atlas/countries-110m.json';

/** A country shape of Natural Earth (1:110m, `world-atlas`): `id` is its ISO 3166-1 numeric code, when it has one. */
export type CountryShape = Feature<Geometry, { name: string }> & { id?: string };

type WorldTopology = Topology<{ countries: GeometryCollection<{ name: string }> }>;
/** Natural Earth's countries at 1:110m as TopoJSON: shared arcs, so borders and land merge exactly. */
const topology = countries110m as unknown as WorldTopology;

let shapes: CountryShape[] | undefined;

/** Natural Earth's country shapes (1:110m), parsed once per process. */
export function worldShapes(): CountryShape[] {
  shapes ??= (feature(topology, topology.objects.countries) as FeatureCollection<Geometry, { name: string }>).features as CountryShape[];
  return shapes;
}

let outline: { land: MultiPolygon; borders: MultiLineString } | undefined;

/**
 * The world's land as one shape and the borders between countries as lines, merged once per
 * process: the backdrop of a map, each shared border once.
 */
export function worldOutlineShapes(): { land: MultiPolygon; borders: MultiLineString } {
  outline ??= {
    land: merge(topology, topology.objects.countries.geometries as never),
    borders: mesh(topology, topology.objects.countries, (a, b) => a !== b),
  };
  return outline;
}

/** How much further than its main part's own reach a part of a country may lie and still count as near it (radians). */
const NEAR = (10 * Math.PI) / 180;

/**
 * The parts of a country's shape that belong to its main body: its largest polygon and every other
 * one whose middle lies within that polygon's reach (the greatest distance from its middle to its
 * edge) plus 10°. France is its mainland and Corsica, not French Guiana; the United States its
 * 48 contiguous states; Russia keeps Kaliningrad, which its own reach covers. A map zoomed to a
 * country frames these; the other parts are drawn when the view reaches them.
 */
export function mainParts(geometry: Geometry): Geometry {
  if (geometry.type !== 'MultiPolygon' || geometry.coordinates.length < 2) return geometry;
  const parts = geometry.coordinates.map((coordinates) => {
    const polygon: Polygon = { type: 'Polygon', coordinates };
    return { coordinates, area: geoArea(polygon), middle: geoCentroid(polygon) };
  });
  const main = parts.reduce((largest, part) => (part.area > largest.area ? part : largest));
  const ring = main.coordinates[0] ?? [];
  const reach = Math.max(...ring.map((point) => geoDistance(main.middle, point as [number, number]))) + NEAR;
  return { type: 'MultiPolygon', coordinates: parts.filter((part) => geoDistance(main.middle, part.middle) <= reach).map((part) => part.coordinates) };
}
