import { geoAzimuthalEqualArea, geoCentroid, geoDistance, geoEqualEarth, geoPath, type GeoProjection } from 'd3-geo';
import type { Geometry, GeometryCollection, Position } from 'geojson';
import { atLeast, type Box, intersection, padded, scaled, sizeOf, toAspect, union } from './box';

const DEGREE = Math.PI / 180;

/** The least a zoomed view shows across its shorter side (radians): a city-state such as Vatican City still shows the region around it. */
export const MIN_SPAN = 8 * DEGREE;
/**
 * How far around the countries a view may reach, as a multiple of their extent (`height`, radians,
 * once fitted to the map's shape): twice that of a small country, down towards 1.2 times that of
 * a large one, whose own extent is region enough. Neighbours beyond it are cut at the map's edge.
 */
const surroundings = (height: number) => 1.2 + 0.8 * Math.min(1, (10 * DEGREE) / height);
/** The margin around what a view frames, as a share of its longer side on each side. */
const PADDING = 0.06;
/**
 * Countries that reach further than this from their middle (radians) are shown on the Equal Earth
 * world projection turned to their middle; closer ones on a regional one centred on them.
 */
const REGIONAL_REACH = 70 * DEGREE;

/** How far outside the box (map units) shapes are cut: beyond their outline's width. */
export const CUT_MARGIN = 2;

/** A map's view: the projection that draws it, fitted to `width` × `height` (SVG units) and clipped to that box (give or take {@link CUT_MARGIN}). */
export interface MapView {
  projection: GeoProjection;
  width: number;
  height: number;
}

/** Every position of `geometry`. */
function* positions(geometry: Geometry): Generator<Position> {
  switch (geometry.type) {
    case 'Point':
      yield geometry.coordinates;
      break;
    case 'MultiPoint':
    case 'LineString':
      yield* geometry.coordinates;
      break;
    case 'MultiLineString':
    case 'Polygon':
      for (const line of geometry.coordinates) yield* line;
      break;
    case 'MultiPolygon':
      for (const polygon of geometry.coordinates) for (const ring of polygon) yield* ring;
      break;
    case 'GeometryCollection':
      for (const part of geometry.geometries) yield* positions(part);
  }
}

/** The middle of `geometry` on the sphere (longitude, latitude), and how far its furthest point lies from it (radians). */
function middleAndReach(geometry: GeometryCollection): { middle: [number, number]; reach: number } {
  const centroid = geoCentroid(geometry);
  const first = positions(geometry).next().value as Position | undefined;
  const middle: [number, number] = Number.isFinite(centroid[0]) && Number.isFinite(centroid[1]) ? centroid : [first?.[0] ?? 0, first?.[1] ?? 0];
  let reach = 0;
  for (const position of positions(geometry)) reach = Math.max(reach, geoDistance(middle, position as [number, number]));
  return { middle, reach };
}

/**
 * The projection a view of `focus` draws with, at scale 1 about the origin: Lambert's azimuthal
 * equal-area centred on the countries' middle (true areas, little distortion across a region, and
 * no seam near them: Fiji, Kiribati and Russia's far east lie whole on either side of the
 * antimeridian), or, for countries too far apart for one region, Equal Earth turned to their middle;
 * Equal Earth as it is for none.
 */
function baseProjection(focus: GeometryCollection): GeoProjection {
  if (focus.geometries.length === 0) return geoEqualEarth().scale(1).translate([0, 0]);
  const { middle, reach } = middleAndReach(focus);
  const projection = reach <= REGIONAL_REACH ? geoAzimuthalEqualArea().rotate([-middle[0], -middle[1]]) : geoEqualEarth().rotate([-middle[0], 0]);
  return projection.scale(1).translate([0, 0]);
}

/** What the view frames, in the base projection's coordinates: the countries, their neighbours up to their surroundings, padded. */
function framedBox(bounds: (geometry: GeometryCollection) => Box, focus: GeometryCollection, context: GeometryCollection, ratio: number): Box {
  const countries = bounds(focus);
  const fitted = toAspect(atLeast(countries, MIN_SPAN), ratio);
  const reach = scaled(fitted, surroundings(sizeOf(fitted).height));
  const wanted = context.geometries.length > 0 ? intersection(union(countries, bounds(context)), reach) : reach;
  return toAspect(atLeast(padded(wanted, PADDING), MIN_SPAN), ratio);
}

/**
 * A view zoomed to `focus` (the shown countries' main parts, or points for those with no shape) and
 * `context` (their neighbours), fitted to `width` × `height`:
 * - it frames the countries and their neighbours, but reaches no further than twice the
 *   countries' own extent (less for large ones), so a small country beside a large one (Estonia
 *   beside Russia) stays large; with no neighbours (an island) it shows that much around it;
 * - its shorter side spans at least {@link MIN_SPAN}, so a point-sized country still has a region;
 * - a 6 % margin on every side, and never more than the whole world.
 * With no focus at all, the whole world. Geometry is clipped to the box: a path drawn with it holds
 * only what the view shows.
 */
export function fitView(focus: readonly Geometry[], context: readonly Geometry[], width: number, height: number): MapView {
  const shown: GeometryCollection = { type: 'GeometryCollection', geometries: [...focus] };
  const around: GeometryCollection = { type: 'GeometryCollection', geometries: [...context] };
  const projection = baseProjection(shown);
  const path = geoPath(projection);
  const world = path.bounds({ type: 'Sphere' }) as Box;
  const framed = focus.length > 0 ? framedBox((geometry) => path.bounds(geometry), shown, around, width / height) : world;
  const box = toAspect(intersection(framed, world), width / height);
  const scale = width / sizeOf(box).width;
  // Clipped a little outside the box, so the edges where shapes are cut fall outside the picture
  // and show no outline.
  projection
    .scale(scale)
    .translate([-box[0][0] * scale, -box[0][1] * scale])
    .clipExtent([
      [-CUT_MARGIN, -CUT_MARGIN],
      [width + CUT_MARGIN, height + CUT_MARGIN],
    ]);
  return { projection, width, height };
}
