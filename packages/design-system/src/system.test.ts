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
      if (!['bg', 'fg', 'border', 'colors'].includes(palette)) palettes.add(palette);
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
    expect(dark['--chakra-colors-bg']).toBe('var(--chakra-colors-black)');
    expect(noScript).toEqual(dark);
  });

  it('styles dark mode in the apps with inDarkMode, never `_dark` alone, which a page without scripts would not show', () => {
    const alone = APP_SOURCES.filter((folder) => folder !== 'packages/design-system/src').flatMap((folder) => sourcesIn(folder).filter((source) => /\b_dark\b/.test(source)));
    expect(alone).toEqual([]);
  });
});
