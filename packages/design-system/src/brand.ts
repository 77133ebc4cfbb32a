import { defineConfig } from '@chakra-ui/react/styled-system';
import { BRAND_COLORS } from './colors';

// WorldAtlas's own look: an ocean teal for what the visitor acts on, a terracotta accent for what
// stands out, warm paper and deep-sea ink for the page, and the type pairing of `fonts.ts`.

const SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'] as const;

const { light, dark } = BRAND_COLORS;
/** A neutral token in both colour modes. */
const neutral = (key: keyof typeof light) => ({ value: { _light: light[key], _dark: dark[key] } });
const shades = (values: readonly string[]): Record<string, { value: string }> => Object.fromEntries(SHADES.map((shade, index) => [shade, { value: values[index] ?? '' }]));

/** The palette semantic tokens Chakra's recipes read (`colorPalette.solid`, `.fg`…), for a palette of 50–950 shades. */
const paletteTokens = (palette: string, light: { solid: string; fg: string }, dark: { solid: string; fg: string }) => {
  const shade = (value: string) => `{colors.${palette}.${value}}`;
  const both = (lightShade: string, darkShade: string) => ({ value: { _light: shade(lightShade), _dark: shade(darkShade) } });
  return {
    contrast: { value: { _light: 'white', _dark: 'white' } },
    fg: both(light.fg, dark.fg),
    subtle: both('100', '900'),
    muted: both('200', '800'),
    emphasized: both('300', '700'),
    solid: both(light.solid, dark.solid),
    focusRing: both(light.solid, dark.fg),
    border: both('500', '400'),
  };
};

/** The viewport widths between which a fluid size grows, in rem: a 320 px phone and a 1280 px desktop. */
const FLUID_FROM_REM = 20;
const FLUID_TO_REM = 80;

/** A size that grows with the viewport from `minRem` (at 320 px and below) to `maxRem` (at 1280 px and above), as a CSS `clamp()`. */
function fluid(minRem: number, maxRem: number): string {
  const slope = (maxRem - minRem) / (FLUID_TO_REM - FLUID_FROM_REM);
  const round = (value: number) => Number(value.toFixed(4));
  return `clamp(${minRem}rem, ${round(minRem - slope * FLUID_FROM_REM)}rem + ${round(slope * 100)}vw, ${maxRem}rem)`;
}

/** A display size of the type scale: its line height a ratio of the size (it follows a fluid size), its tracking tighter as it grows. */
const display = (fontSize: string, lineHeight: string, letterSpacing: string) => ({ value: { fontSize, lineHeight, letterSpacing } });

/**
 * The brand layer of the system: palettes `brand` (actions, links, the current page) and `accent`
 * (what stands out: the largest value, highlights), the page's neutrals in both colour modes, the
 * type pairing and its scale (the text sizes Chakra's; the display sizes, 3xl and up, fluid between a
 * phone and a desktop, so a heading never fills a phone's first screen), the page's spacing rhythm,
 * softer radii and warm shadows. Contrast (WCAG): white on `brand.700` 8.2:1, `brand.fg` on
 * `bg` 7.8:1 (light) and 9.0:1 (dark), `fg.muted` on `bg` 5.9:1 (light) and 8.6:1 (dark).
 */
export const brandConfig = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: shades(BRAND_COLORS.brand),
        accent: shades(BRAND_COLORS.accent),
      },
      fonts: {
        heading: { value: 'var(--font-heading, Georgia, serif)' },
        body: { value: 'var(--font-body, system-ui, sans-serif)' },
      },
      fontSizes: {
        '3xl': { value: fluid(1.625, 2.25) },
        '4xl': { value: fluid(1.875, 2.75) },
        '5xl': { value: fluid(2.25, 3) },
        '6xl': { value: fluid(2.5, 3.75) },
      },
    },
    textStyles: {
      '3xl': display('3xl', '1.2', '-0.015em'),
      '4xl': display('4xl', '1.15', '-0.02em'),
      '5xl': display('5xl', '1.1', '-0.025em'),
      '6xl': display('6xl', '1.05', '-0.03em'),
    },
    semanticTokens: {
      colors: {
        brand: paletteTokens('brand', { solid: '700', fg: '700' }, { solid: '600', fg: '300' }),
        accent: paletteTokens('accent', { solid: '700', fg: '700' }, { solid: '600', fg: '300' }),
        bg: { DEFAULT: neutral('bg'), panel: neutral('panel'), subtle: neutral('subtle'), muted: neutral('muted') },
        fg: { DEFAULT: neutral('fg'), muted: neutral('fgMuted') },
        border: { DEFAULT: neutral('border'), muted: neutral('borderMuted') },
      },
      // The page's rhythm: the space around a page's content and between its sections, between a
      // page's columns, and between groups of facts in a column.
      spacing: {
        page: { value: '{spacing.8}' },
        section: { value: fluid(1.5, 3) },
        columns: { value: '{spacing.10}' },
        groups: { value: '{spacing.8}' },
      },
      radii: {
        l1: { value: '4px' },
        l2: { value: '8px' },
        l3: { value: '12px' },
      },
      shadows: {
        xs: { value: { _light: '0 1px 2px rgb(60 40 20 / 0.06)', _dark: '0 1px 2px rgb(0 0 0 / 0.5)' } },
        sm: { value: { _light: '0 1px 2px rgb(60 40 20 / 0.06), 0 2px 8px rgb(60 40 20 / 0.06)', _dark: '0 1px 2px rgb(0 0 0 / 0.5), 0 0 0 1px {colors.border}' } },
        md: { value: { _light: '0 2px 4px rgb(60 40 20 / 0.05), 0 8px 24px rgb(60 40 20 / 0.08)', _dark: '0 2px 4px rgb(0 0 0 / 0.5), 0 0 0 1px {colors.border}' } },
      },
    },
  },
  globalCss: {
    // Balanced lines: a heading that wraps does not leave one word on its last line.
    'h1, h2, h3': { fontFamily: 'heading', fontWeight: '600', letterSpacing: '-0.01em', textWrap: 'balance' },
  },
});
