import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { BRAND_COLORS } from '@worldatlas/design-system/colors';
import { fontCss, fontPreloads, servedFonts } from '@worldatlas/design-system/fonts';
import { systemStylesheet } from '@worldatlas/routing/styled';
import { createAppConfig } from '@worldatlas/webpack-config';
import { layoutStylesheet } from './src/app/layout-stylesheet';
import { INLINE_SCRIPTS } from './src/document/inline-scripts';

const fonts = servedFonts();
/** The design system's CSS and the layout's around every page's content: one file every page links, named by its hash, so browsers keep it a year. */
const systemCss = systemStylesheet() + layoutStylesheet();
const systemCssPath = `styles/system.${createHash('sha256').update(systemCss).digest('hex').slice(0, 8)}.css`;
const night = BRAND_COLORS.dark.bg;
/**
 * The dark backdrop (the design system's bg in dark mode) from the first paint, before the styles are
 * read; without scripts, when the system prefers dark (the design system's `_noScriptDark`).
 */
const backdrop = `<style>html.dark{background:${night}}@media (prefers-color-scheme:dark) and (scripting:none){html{background:${night};color-scheme:dark}}</style>`;

/** The host: its server build (`src/renderer`, for Node), the island loaders (`src/islands`: `islands.js`, and `islands-dom.js` for pages of DOM islands alone), the page template, the site's fonts and the design system's stylesheet. */
export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      name: 'shell',
      root: __dirname,
      publicDir: join(__dirname, 'public'),
      host: {
        entry: join(__dirname, 'src', 'islands', 'index.ts'),
        domEntry: join(__dirname, 'src', 'islands', 'dom.ts'),
        serverEntry: join(__dirname, 'src', 'renderer', 'index.ts'),
        template: join(__dirname, 'src', 'document', 'page.html'),
        inlineScripts: INLINE_SCRIPTS,
        head: `${backdrop}${fontPreloads(fonts)}<link rel="stylesheet" href="/${systemCssPath}" /><style>${fontCss(fonts)}</style>`,
        files: fonts.map((font) => ({ from: font.path, to: font.url.slice(1) })),
        generated: [{ to: systemCssPath, content: systemCss }],
      },
    },
    argv,
  );
