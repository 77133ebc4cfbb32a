// No imports: a build configuration or a drawing on the server reads the colours without Chakra.

/**
 * The brand's colours as values (hex), for what is drawn outside the page's CSS: the share card, the
 * hero's globe, the page's backdrop before its styles are read. `brand` and `accent` are 50–950
 * shades; `light` and `dark` the page's neutrals in each colour mode.
 */
export const BRAND_COLORS = {
  brand: ['#eef7f8', '#d5ecef', '#aedade', '#7cc0c8', '#4aa0ab', '#2b8290', '#1f6a78', '#1a5663', '#174652', '#143a44', '#0b242c'],
  accent: ['#fdf4ee', '#fae4d4', '#f4c6a6', '#eca170', '#e27d45', '#d0602a', '#b04b20', '#8c3b1c', '#6f301a', '#5a2918', '#33140a'],
  light: { bg: '#fbf8f3', panel: '#ffffff', subtle: '#f5f0e8', muted: '#efe8dc', fg: '#1b2530', fgMuted: '#58626e', border: '#e4dccf', borderMuted: '#ece5da' },
  dark: { bg: '#0c151c', panel: '#121e27', subtle: '#15222c', muted: '#1b2a36', fg: '#e6edf2', fgMuted: '#a3b3c0', border: '#263745', borderMuted: '#1f2e3a' },
} as const;
