import { createFontStack } from '@capsizecss/core';
import fraunces from '@capsizecss/metrics/fraunces';
import georgia from '@capsizecss/metrics/georgia';
import arial from '@capsizecss/metrics/arial';
import plexSans from '@capsizecss/metrics/iBMPlexSans';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

// The site's type pairing, self-hosted: Fraunces (semibold) for headings, IBM Plex Sans (variable
// weight) for text. Used by the host's build, which serves the files; the system's `fonts` tokens
// read the families from the `--font-heading` and `--font-body` variables this writes.

/** A font file of the pairing: its family, weight (a range for a variable font), characters, and whether the page preloads it. */
interface FontFile {
  family: string;
  weight: string;
  /** The characters it holds, as its Fontsource stylesheet says: a page loads the file only for characters it shows. */
  unicodeRange: string;
  /** The file in its Fontsource package. */
  path: string;
  /** Preloaded: the Latin files every page shows (Latin Extended loads when a name needs it). */
  preload: boolean;
}

/** The file `name` beside the Fontsource stylesheet `css`, with the `unicode-range` the stylesheet gives it. @throws Error when the stylesheet does not name the file. */
function fontsourceFile(family: string, weight: string, css: string, name: string, preload: boolean): FontFile {
  const unicodeRange = new RegExp(`/\\* ${name} \\*/[^}]*unicode-range:\\s*([^;]+);`).exec(readFileSync(css, 'utf8'))?.[1];
  if (!unicodeRange) throw new Error(`${css} has no unicode-range for ${name}`);
  return { family, weight, unicodeRange, path: join(dirname(css), 'files', `${name}.woff2`), preload };
}

const FRAUNCES = require.resolve('@fontsource/fraunces/600.css');
const PLEX_SANS = require.resolve('@fontsource-variable/ibm-plex-sans/wght.css');
const FILES: FontFile[] = [
  fontsourceFile('Fraunces', '600', FRAUNCES, 'fraunces-latin-600-normal', true),
  fontsourceFile('Fraunces', '600', FRAUNCES, 'fraunces-latin-ext-600-normal', false),
  fontsourceFile('IBM Plex Sans', '100 700', PLEX_SANS, 'ibm-plex-sans-latin-wght-normal', true),
  fontsourceFile('IBM Plex Sans', '100 700', PLEX_SANS, 'ibm-plex-sans-latin-ext-wght-normal', false),
];

/** A font file as the site serves it: {@link FontFile} and its public path, named by the hash of its bytes (`/fonts/<name>.<8 hex>.woff2`), so it is cached for a year. */
export interface ServedFont extends FontFile {
  url: string;
}

/** The pairing's files with their public paths. @throws Error when a Fontsource file is missing (a package changed its layout). */
export function servedFonts(): ServedFont[] {
  return FILES.map((file) => {
    const hash = createHash('sha256').update(readFileSync(file.path)).digest('hex').slice(0, 8);
    return { ...file, url: `/fonts/${basename(file.path, '.woff2')}.${hash}.woff2` };
  });
}

/** Fallback faces sized to each web font's metrics (Capsize), so the text does not move when the font arrives. */
const HEADING = createFontStack([fraunces, georgia]);
const BODY = createFontStack([plexSans, arial]);

/**
 * The page's font CSS, for an inline `<style>`: the `@font-face` rules of `fonts` (`font-display: swap`),
 * the metric-matched fallbacks, and `--font-heading` / `--font-body`, the stacks the system's tokens read.
 */
export function fontCss(fonts: readonly ServedFont[]): string {
  const faces = fonts.map(
    ({ family, weight, unicodeRange, url }) =>
      `@font-face{font-family:"${family}";font-style:normal;font-weight:${weight};font-display:swap;src:url(${url}) format("woff2");unicode-range:${unicodeRange}}`,
  );
  const fallbacks = `${HEADING.fontFaces}${BODY.fontFaces}`.replace(/\s*\n\s*/g, '');
  return `${faces.join('')}${fallbacks}:root{--font-heading:${HEADING.fontFamily},serif;--font-body:${BODY.fontFamily},sans-serif}`;
}

/** The `<link rel="preload">` tags of the files every page shows (`crossorigin`: fonts are fetched in CORS mode). */
export const fontPreloads = (fonts: readonly ServedFont[]): string =>
  fonts
    .filter((font) => font.preload)
    .map((font) => `<link rel="preload" href="${font.url}" as="font" type="font/woff2" crossorigin>`)
    .join('');
