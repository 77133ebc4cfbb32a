import { geoDistance, geoEqualEarth, geoPath } from 'd3-geo';
import type { Position } from 'geojson';
import type { MappableCountry } from './join';
import { drawLocator } from './locator';
import { worldOutlineShapes, worldShapes } from './shapes';
import { CUT_MARGIN, MIN_SPAN } from './view';

// Locator maps of real countries (Natural Earth's 1:110m shapes; ccn3 and latlng as the v3.1 API gives them).

const record = (common: string, ccn3?: string, latlng?: [number, number]): MappableCountry => ({ name: { common }, ...(ccn3 && { ccn3 }), ...(latlng && { latlng }) });
const NEPAL = record('Nepal', '524', [28, 84]);
const CHINA = record('China', '156', [35, 105]);
const INDIA = record('India', '356', [20, 77]);
const FRANCE = record('France', '250', [46, 2]);
const SWITZERLAND = record('Switzerland', '756', [47, 8]);
const BRAZIL = record('Brazil', '076', [-10, -55]);
const VATICAN = record('Vatican City', '336', [41.9, 12.45]);
const ITALY = record('Italy', '380', [42.83333333, 12.83333333]);
const FIJI = record('Fiji', '242', [-18, 175]);
const RUSSIA = record('Russia', '643', [60, 100]);
const LUXEMBOURG = record('Luxembourg', '442', [49.75, 6.16666666]);
const CHILE = record('Chile', '152', [-30, -71]);
const JAPAN = record('Japan', '392', [36, 138]);
const ANTARCTICA = record('Antarctica', '010', [-90, 0]);

/** The 1:110m shape's every position for ISO 3166-1 numeric code `ccn3`. */
function positionsOf(ccn3: string): Position[] {
  const shape = worldShapes().find((candidate) => candidate.id === ccn3);
  if (!shape) throw new Error(`no shape ${ccn3}`);
  const { geometry } = shape;
  if (geometry.type === 'Polygon') return geometry.coordinates.flat();
  if (geometry.type === 'MultiPolygon') return geometry.coordinates.flat(2);
  throw new Error(`shape ${ccn3} is a ${geometry.type}`);
}

/** Whether `drawing`'s view shows `position` (longitude, latitude): inside its box. */
function shows(drawing: ReturnType<typeof drawLocator>, position: Position): boolean {
  const at = drawing.view.projection(position as [number, number]);
  return !!at && at[0] >= 0 && at[0] <= drawing.view.width && at[1] >= 0 && at[1] <= drawing.view.height;
}

/** How far apart (degrees) the view's middle left and right edges, and its middle top and bottom edges, lie on the sphere. */
function spans(drawing: ReturnType<typeof drawLocator>): { across: number; down: number } {
  const { projection, width, height } = drawing.view;
  const at = (x: number, y: number) => projection.invert?.([x, y]) ?? [Number.NaN, Number.NaN];
  const degrees = (a: [number, number], b: [number, number]) => (geoDistance(a, b) * 180) / Math.PI;
  return { across: degrees(at(0, height / 2), at(width, height / 2)), down: degrees(at(width / 2, 0), at(width / 2, height)) };
}

/** Every x,y pair of an SVG path that d3 wrote (absolute M, L and Z commands). */
const pointsOf = (d: string) => [...d.matchAll(/(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g)].map(([, x, y]) => [Number(x), Number(y)]);

describe('a locator map zoomed to its countries', () => {
  it('shows the whole of Nepal large, with China and India around it cut at the edges', () => {
    const drawing = drawLocator([NEPAL], [CHINA, INDIA]);
    for (const position of positionsOf('524')) expect(shows(drawing, position)).toBe(true);
    const nepal = pointsOf(drawing.countries[0]?.place.d ?? '').map(([x]) => x ?? 0);
    // A sliver of 15 units on the world map (960 wide); here a fifth of the map at least.
    expect(Math.max(...nepal) - Math.min(...nepal)).toBeGreaterThan(drawing.view.width / 5);
    expect(drawing.neighbours.map(({ country }) => country.name.common)).toEqual(['China', 'India']);
    // Neither neighbour fits: Beijing and India's southern tip are off the map.
    expect(shows(drawing, [116.4, 39.9])).toBe(false);
    expect(shows(drawing, [77.5, 8.1])).toBe(false);
  });

  it('clips everything to the view: no point of any path lies outside it, and far lands are not drawn', () => {
    const drawing = drawLocator([FRANCE], [SWITZERLAND]);
    const { width, height } = drawing.view;
    const paths = [drawing.land, drawing.borders, ...[...drawing.countries, ...drawing.neighbours].map(({ place }) => place.d ?? '')];
    for (const [x = -1, y = -1] of paths.flatMap(pointsOf)) {
      expect(x).toBeGreaterThanOrEqual(-CUT_MARGIN);
      expect(x).toBeLessThanOrEqual(width + CUT_MARGIN);
      expect(y).toBeGreaterThanOrEqual(-CUT_MARGIN);
      expect(y).toBeLessThanOrEqual(height + CUT_MARGIN);
    }
    const world = geoPath(geoEqualEarth().fitSize([width, height], { type: 'Sphere' })).digits(0);
    expect(drawing.land.length).toBeLessThan((world(worldOutlineShapes().land) ?? '').length / 4);
  });

  it("frames France's mainland and Corsica, not French Guiana", () => {
    const drawing = drawLocator([FRANCE], []);
    expect(shows(drawing, [9.1, 42.1])).toBe(true);
    expect(shows(drawing, [-4.5, 48.4])).toBe(true);
    expect(shows(drawing, [-53, 4])).toBe(false);
    expect(spans(drawing).across).toBeLessThan(45);
  });

  it('leaves out a neighbour the view does not reach', () => {
    const drawing = drawLocator([FRANCE], [SWITZERLAND, BRAZIL]);
    expect(drawing.neighbours.map(({ country }) => country.name.common)).toEqual(['Switzerland']);
    expect(shows(drawing, [-47.9, -15.8])).toBe(false);
  });
});

describe('the least a locator map shows', () => {
  it('rings Vatican City (no shape at 1:110m) in the middle of a view at least the minimum span across, with Rome and Italy around it', () => {
    const drawing = drawLocator([VATICAN], [ITALY]);
    const [vatican] = drawing.countries;
    expect(vatican?.place.d).toBeUndefined();
    const [x = 0, y = 0] = vatican?.place.dot ?? [];
    expect(Math.abs(x - drawing.view.width / 2)).toBeLessThan(drawing.view.width / 10);
    expect(Math.abs(y - drawing.view.height / 2)).toBeLessThan(drawing.view.height / 10);
    const { across, down } = spans(drawing);
    expect(Math.min(across, down)).toBeGreaterThanOrEqual((MIN_SPAN * 180) / Math.PI - 0.01);
    expect(across).toBeLessThan(40);
    expect(drawing.neighbours.map(({ country, place }) => [country.name.common, !!place.d])).toEqual([['Italy', true]]);
  });

  it('rings a shape too small to see at its middle, and draws it too', () => {
    const drawing = drawLocator([FRANCE], [LUXEMBOURG], 96, 54);
    const luxembourg = drawing.neighbours.find(({ country }) => country.name.common === 'Luxembourg');
    expect(luxembourg?.place.d).toMatch(/^M/);
    const [x = 0, y = 0] = luxembourg?.place.dot ?? [];
    expect(drawing.view.projection.invert?.([x, y])).toEqual([expect.closeTo(6.1, 0), expect.closeTo(49.8, 0)]);
    expect(drawLocator([FRANCE], [LUXEMBOURG]).neighbours[0]?.place.dot).toBeUndefined();
  });
});

describe('countries across the antimeridian, around a pole, far apart or nowhere', () => {
  it('shows Fiji whole, its islands on both sides of 180°, in a view of its region and not of the world', () => {
    const drawing = drawLocator([FIJI]);
    const fiji = positionsOf('242');
    expect(fiji.some(([longitude = 0]) => longitude > 179)).toBe(true);
    expect(fiji.some(([longitude = 0]) => longitude < -179)).toBe(true);
    for (const position of fiji) expect(shows(drawing, position)).toBe(true);
    expect(spans(drawing).across).toBeLessThan(40);
  });

  it("shows Russia whole, from Kaliningrad to Chukotka east of 180°, and its neighbours' nearer parts", () => {
    const drawing = drawLocator([RUSSIA], [CHINA]);
    for (const position of positionsOf('643')) expect(shows(drawing, position)).toBe(true);
    expect(shows(drawing, [20.5, 54.7])).toBe(true);
    expect(shows(drawing, [-172, 65])).toBe(true);
    expect(shows(drawing, [-100, 40])).toBe(false);
  });

  it('centres Antarctica on the South Pole, whole', () => {
    const drawing = drawLocator([ANTARCTICA]);
    for (const position of positionsOf('010')) expect(shows(drawing, position)).toBe(true);
    const [x = 0, y = 0] = drawing.view.projection([0, -90]) ?? [];
    expect(Math.abs(x - drawing.view.width / 2)).toBeLessThan(drawing.view.width / 10);
    expect(Math.abs(y - drawing.view.height / 2)).toBeLessThan(drawing.view.height / 10);
    expect(shows(drawing, [0, 0])).toBe(false);
  });

  it('frames countries compared together, and turns to a world view for countries an ocean apart', () => {
    const together = drawLocator([NEPAL, SWITZERLAND]);
    for (const position of [...positionsOf('524'), ...positionsOf('756')]) expect(shows(together, position)).toBe(true);
    expect(shows(together, [-74, 40.7])).toBe(false);
    const apart = drawLocator([CHILE, JAPAN]);
    for (const position of [...positionsOf('152'), ...positionsOf('392')]) expect(shows(apart, position)).toBe(true);
    expect(apart.countries.map(({ place }) => !!place.d)).toEqual([true, true]);
  });

  it('lists a country with neither a shape nor a position as unplaced, over the whole world', () => {
    const nowhere = record('Atlantis', '999');
    const drawing = drawLocator([nowhere]);
    expect(drawing.unplaced).toEqual([nowhere]);
    expect(drawing.countries).toEqual([]);
    for (const position of [[-150, 60], [150, -30], [0, 0]]) expect(shows(drawing, position)).toBe(true);
    expect(drawing.land).toMatch(/^M/);
  });
});
