import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES } from '../../../scripts/remotes';
import { system, UNUSED_PALETTES } from './system';

const ROOT = join(__dirname, '..', '..', '..');
/** The sources that render with the system: the shell's, each remote's (remotes.json) and the packages that draw. */
const APP_SOURCES = ['shell/src', ...REMOTES.map(({ folder }) => `${folder}/src`), 'packages/design-system/src', 'packages/routing/src'];

/** The TypeScript sources (not tests) under `folder`, recursively. */
function sourcesIn(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'));
}

// An alert's status picks its palette (Chakra's alert recipe).
const STATUS_PALETTES: Record<string, string> = { info: 'blue', warning: 'orange', success: 'green', error: 'red', neutral: 'gray' };

/** Every colour palette the apps name: `colorPalette="blue"`, `colorPalette: 'red'`, `'blue.fg'`, `'{colors.gray.600}'`, an alert's `status`. */
function palettesTheAppsName(): Set<string> {
  const palettes = new Set<string>();
  for (const source of APP_SOURCES.flatMap(sourcesIn)) {
    for (const [, palette = ''] of source.matchAll(/colorPalette[=:]\s*\{?\s*['"](\w+)['"]/g)) palettes.add(palette);
    for (const [, palette = ''] of source.matchAll(/(?:['"{]|colors\.)([a-z]+)\.(?:\d{2,3}|contrast|fg|subtle|muted|emphasized|solid|focusRing|border)['"}]/g)) {
      if (!['bg', 'fg', 'border', 'colors', 'spacing'].includes(palette)) palettes.add(palette);
    }
    for (const [, status = ''] of source.matchAll(/status="(\w+)"/g)) if (STATUS_PALETTES[status]) palettes.add(STATUS_PALETTES[status]);
  }
  return palettes;
}

describe('the WorldAtlas system', () => {
  it('defines every colour palette the apps name, with its shades and semantic tokens', () => {
    const named = palettesTheAppsName();
    expect([...named]).toEqual(expect.arrayContaining(['blue', 'red', 'gray']));
    for (const palette of named) {
      expect({ palette, shade: system.tokens.getByName(`colors.${palette}.500`)?.value }).toEqual({ palette, shade: expect.any(String) });
      expect({ palette, solid: system.tokens.getByName(`colors.${palette}.solid`)?.extensions.cssVar?.var }).toEqual({
        palette,
        solid: `--chakra-colors-${palette}-solid`,
      });
    }
  });

  it('leaves the unused palettes out, and no token refers to them', () => {
    for (const palette of UNUSED_PALETTES) {
      expect(system.tokens.getByName(`colors.${palette}.500`)).toBeUndefined();
      expect(system.tokens.getByName(`colors.${palette}.solid`)).toBeUndefined();
    }
    const dangling = system.tokens.allTokens.filter((token) => UNUSED_PALETTES.some((palette) => JSON.stringify(token.value).includes(`colors.${palette}.`)));
    expect(dangling.map((token) => token.name)).toEqual([]);
    expect(JSON.stringify(system.getTokenCss())).not.toMatch(/--chakra-colors-(yellow|teal|cyan|purple|pink)-/);
  });

  it('gives a page without scripts whose visitor prefers dark every dark token, with the same values as the dark mode the page script sets', () => {
    type Rules = Record<string, Record<string, string>>;
    const tokens = (system.getTokenCss() as Record<string, Rules | undefined>)['@layer tokens'] ?? {};
    const dark = tokens['.dark &, .dark .chakra-theme:not(.light) &'] ?? {};
    const noScript = (tokens['@media (prefers-color-scheme: dark) and (scripting: none)'] as Rules | undefined)?.['&:where(html, .chakra-theme)'];
    expect(Object.keys(dark).length).toBeGreaterThan(50);
    expect(dark['--chakra-colors-bg']).toBe('#0c151c');
    expect(noScript).toEqual(dark);
  });

  it('styles dark mode in the apps with inDarkMode, never `_dark` alone, which a page without scripts would not show', () => {
    const alone = APP_SOURCES.filter((folder) => folder !== 'packages/design-system/src').flatMap((folder) => sourcesIn(folder).filter((source) => /\b_dark\b/.test(source)));
    expect(alone).toEqual([]);
  });

  it("grows the display sizes of its type scale with the viewport, from a phone's at 320 px to a desktop's at 1280 px, and no further", () => {
    /** The size in px a `clamp(Arem, Brem + Cvw, Drem)` font size resolves to in a viewport `width` px wide (1rem = 16 px). */
    const sizeAt = (name: string, width: number) => {
      const value = String(system.tokens.getByName(`fontSizes.${name}`)?.value);
      const [min, base, vw, max] = (value.match(/-?[\d.]+/g) ?? []).map(Number) as [number, number, number, number];
      return Math.round(Math.min(max * 16, Math.max(min * 16, base * 16 + (vw * width) / 100)) * 100) / 100;
    };
    expect(['3xl', '4xl', '5xl', '6xl'].map((name) => [name, sizeAt(name, 280), sizeAt(name, 320), sizeAt(name, 1280), sizeAt(name, 1920)])).toEqual([
      ['3xl', 26, 26, 36, 36],
      ['4xl', 30, 30, 44, 44],
      ['5xl', 36, 36, 48, 48],
      ['6xl', 40, 40, 60, 60],
    ]);
    expect(sizeAt('3xl', 800)).toBe(31);
    // The text sizes stay Chakra's, in rem.
    expect(system.tokens.getByName('fontSizes.md')?.value).toBe('1rem');
  });

  it("spaces the pages with the rhythm's tokens: a page's content, its sections, its columns and its groups of facts", () => {
    expect(['page', 'section', 'columns', 'groups'].map((name) => [name, system.tokens.getByName(`spacing.${name}`)?.extensions.cssVar?.var])).toEqual([
      ['page', '--chakra-spacing-page'],
      ['section', '--chakra-spacing-section'],
      ['columns', '--chakra-spacing-columns'],
      ['groups', '--chakra-spacing-groups'],
    ]);
    expect(system.css({ py: 'section', gap: 'columns' })).toEqual({ paddingBlock: 'var(--chakra-spacing-section)', gap: 'var(--chakra-spacing-columns)' });
  });
});
