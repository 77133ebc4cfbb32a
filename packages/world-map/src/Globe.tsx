import { geoGraticule10, geoOrthographic, geoPath } from 'd3-geo';
import { worldOutlineShapes } from './shapes';

/** The globe's drawing size in SVG units (it scales to its box through `viewBox`). */
const GLOBE_SIZE = 320;

/** Where the globe faces, as d3's rotation (degrees): 20° E, 20° N, Europe, Africa and Asia in view. */
const FACING: [number, number] = [-20, -20];

/** The globe's paths, drawn once per process: its outline, its lines of latitude and longitude, and the land facing the visitor. */
let drawn: { sphere: string; graticule: string; land: string } | undefined;

function drawGlobe() {
  if (drawn) return drawn;
  const projection = geoOrthographic().rotate(FACING).fitExtent([[1, 1], [GLOBE_SIZE - 1, GLOBE_SIZE - 1]], { type: 'Sphere' });
  // Whole units of a 320-wide drawing: about a pixel where the globe is shown.
  const path = geoPath(projection).digits(0);
  drawn = { sphere: path({ type: 'Sphere' }) ?? '', graticule: path(geoGraticule10()) ?? '', land: path(worldOutlineShapes().land) ?? '' };
  return drawn;
}

/**
 * A globe drawn on the server as SVG (no script): Natural Earth's land (1:110m) in the orthographic
 * projection, facing Europe, Africa and Asia, over the sea and a graticule every 10°, in the design
 * system's colours in both colour modes. An `svg` with `role="img"` named `label`; it scales to its box.
 */
export function Globe({ label }: { label: string }) {
  const { sphere, graticule, land } = drawGlobe();
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${GLOBE_SIZE} ${GLOBE_SIZE}`} width={GLOBE_SIZE} height={GLOBE_SIZE} style={{ maxWidth: '100%', height: 'auto' }}>
      <defs>
        <radialGradient id="globe-sea" cx="38%" cy="32%" r="75%">
          <stop offset="0" stopColor="var(--chakra-colors-brand-500)" />
          <stop offset="1" stopColor="var(--chakra-colors-brand-800)" />
        </radialGradient>
      </defs>
      <path d={sphere} fill="url(#globe-sea)" />
      <path d={graticule} fill="none" stroke="var(--chakra-colors-brand-200)" strokeOpacity="0.35" strokeWidth="0.5" />
      <path d={land} fill="var(--chakra-colors-bg-subtle)" stroke="var(--chakra-colors-brand-900)" strokeWidth="0.5" strokeLinejoin="round" />
      <path d={sphere} fill="none" stroke="var(--chakra-colors-brand-900)" strokeWidth="1" />
    </svg>
  );
}
