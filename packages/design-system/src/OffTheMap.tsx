/** The drawing's colours: the design system's brand teal for the globe, its terracotta accent for the way that left it. */
const GLOBE_LIGHT = 'var(--chakra-colors-brand-500)';
const GLOBE = 'var(--chakra-colors-brand-700)';
const GLOBE_EDGE = 'var(--chakra-colors-brand-800)';
const GRATICULE = 'var(--chakra-colors-brand-300)';
const ROUTE = 'var(--chakra-colors-accent-600)';

/** The globe's centre and radius in the drawing's units, and the half-widths of its lines of latitude and longitude at 30° and 60°. */
const [CX, CY, R] = [92, 80, 62];
const AT_30 = R * Math.sin(Math.PI / 6);
const AT_60 = R * Math.sin(Math.PI / 3);

/**
 * The brand's drawing for an address that leads nowhere (the error page): the site's teal globe, lit
 * from the top left, with its grid and no land, and a dashed terracotta path that leaves it for a pin
 * with a question mark. Decorative (hidden from assistive technology: the page's text says what
 * happened); 240×150 CSS px, scaled down on narrow screens.
 */
export function OffTheMap() {
  return (
    <svg viewBox="0 0 240 150" width="240" height="150" style={{ maxWidth: '100%', height: 'auto' }} aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="off-the-map-globe" cx="0.35" cy="0.3" r="0.75">
          <stop offset="0" stopColor={GLOBE_LIGHT} />
          <stop offset="1" stopColor={GLOBE} />
        </radialGradient>
      </defs>
      <circle cx={CX} cy={CY} r={R} fill="url(#off-the-map-globe)" stroke={GLOBE_EDGE} strokeWidth="2" />
      <g fill="none" stroke={GRATICULE} strokeWidth="1.25" opacity="0.7">
        <ellipse cx={CX} cy={CY} rx={AT_30} ry={R} />
        <ellipse cx={CX} cy={CY} rx={AT_60} ry={R} />
        <line x1={CX} y1={CY - R} x2={CX} y2={CY + R} />
        <line x1={CX - R} y1={CY} x2={CX + R} y2={CY} />
        <line x1={CX - AT_60} y1={CY - AT_30} x2={CX + AT_60} y2={CY - AT_30} />
        <line x1={CX - AT_60} y1={CY + AT_30} x2={CX + AT_60} y2={CY + AT_30} />
        <line x1={CX - AT_30} y1={CY - AT_60} x2={CX + AT_30} y2={CY - AT_60} />
        <line x1={CX - AT_30} y1={CY + AT_60} x2={CX + AT_30} y2={CY + AT_60} />
      </g>
      <circle cx={CX + 26} cy={CY - 22} r="4" fill={ROUTE} />
      <path d={`M${CX + 26} ${CY - 22} C ${CX + 70} ${CY - 70}, 200 20, 206 58`} fill="none" stroke={ROUTE} strokeWidth="2.5" strokeDasharray="6 6" strokeLinecap="round" />
      <path d="M206 96 C 206 96 188 76 188 62 A 18 18 0 1 1 224 62 C 224 76 206 96 206 96 Z" fill={ROUTE} />
      <text x="206" y="69" textAnchor="middle" fontSize="22" fontWeight="700" fill="white" fontFamily="inherit">
        ?
      </text>
    </svg>
  );
}
