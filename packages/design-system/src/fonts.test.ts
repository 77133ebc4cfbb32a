import { existsSync } from 'node:fs';
import { fontCss, fontPreloads, servedFonts } from './fonts';

describe('the site fonts', () => {
  const fonts = servedFonts();

  it('serve Fraunces and IBM Plex Sans, Latin and Latin Extended, from Fontsource files, named by their bytes', () => {
    expect(fonts.map(({ family, url }) => `${family} ${url.replace(/\.[0-9a-f]{8}\./, '.<hash>.')}`)).toEqual([
      'Fraunces /fonts/fraunces-latin-600-normal.<hash>.woff2',
      'Fraunces /fonts/fraunces-latin-ext-600-normal.<hash>.woff2',
      'IBM Plex Sans /fonts/ibm-plex-sans-latin-wght-normal.<hash>.woff2',
      'IBM Plex Sans /fonts/ibm-plex-sans-latin-ext-wght-normal.<hash>.woff2',
    ]);
    for (const font of fonts) expect(existsSync(font.path)).toBe(true);
    expect(fonts.map(({ unicodeRange }) => unicodeRange.split(',')[0])).toEqual(['U+0000-00FF', 'U+0100-02BA', 'U+0000-00FF', 'U+0100-02BA']);
  });

  it('write a swap face per file, metric-matched fallbacks, and the stacks the tokens read', () => {
    const css = fontCss(fonts);
    for (const font of fonts) expect(css).toContain(`src:url(${font.url}) format("woff2");unicode-range:${font.unicodeRange}`);
    expect(css.match(/font-display:swap/g)).toHaveLength(4);
    expect(css).toMatch(/font-family: "Fraunces Fallback";src: local\('Georgia'\);ascent-override: [\d.]+%/);
    expect(css).toContain('--font-heading:Fraunces, "Fraunces Fallback", Georgia,serif');
    expect(css).toContain('--font-body:"IBM Plex Sans", "IBM Plex Sans Fallback", Arial,sans-serif');
  });

  it('preload only the Latin files, in CORS mode as fonts are fetched', () => {
    const latin = fonts.filter((font) => !font.url.includes('-ext-'));
    expect(fontPreloads(fonts)).toBe(latin.map((font) => `<link rel="preload" href="${font.url}" as="font" type="font/woff2" crossorigin>`).join(''));
  });
});
