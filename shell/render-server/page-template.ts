import type { RuntimeConfig } from '@worldatlas/contracts';
import type { IslandRuntime } from '@worldatlas/islands';
import { directionOf } from '@worldatlas/i18n';
import { islandLoaderAttributes } from '@worldatlas/islands/page';
import { metaTags } from '@worldatlas/routing/meta-tags';
import { originsOf } from '@worldatlas/static-server';
import type { RenderedPage } from '../src/renderer';

/** The slots of the built `index.html` (`src/document/page.html`) the page is written into. */
const HEAD_SLOT = /<meta name="description" content="[^"]*"\/><title>[^<]*<\/title>/;
const ROOT_SLOT = '<div id="root"></div>';
/** Resource hints React writes before the content it renders (an image preload): they belong in the head. */
const LEADING_HINTS = /^(?:<link [^>]*\/>)+/;
/**
 * The island loaders' addresses, by the runtime of a page's islands: React's loader for a page with a
 * React island, the lighter one without React for a page whose islands are all plain DOM code.
 */
const ISLAND_LOADERS: Record<IslandRuntime, string> = { react: '/islands.js', dom: '/islands-dom.js' };
/** The built page's root element, whose language and direction every page writes its own. */
const HTML_START = '<html lang="en">';

const RUNTIME_CONFIG_SLOT = '<script type="application/json" id="runtime-config"></script>';

/** The runtime configuration as JSON (`<` escaped: no value can close the element), and a `preconnect` to each remote's and the API's origin. */
function runtimeConfigTags(config: RuntimeConfig): string {
  const json = JSON.stringify({ remotes: config.remotes, apiBaseUrl: config.apiBaseUrl }).replace(/</g, '\\u003c');
  const preconnects = originsOf([...Object.values(config.remotes), config.apiBaseUrl]).map((origin) => `<link rel="preconnect" href="${origin}" crossorigin>`);
  return `<script type="application/json" id="runtime-config">${json}</script>${preconnects.join('')}`;
}

/**
 * The shell's built `index.html` with `config` written in, as a function that writes a rendered page
 * into it (the site's public `origin` for the preview image's URL).
 * @throws Error when the page lacks a slot a rendered page or the configuration is written into.
 */
export function pageTemplate(built: string, config: RuntimeConfig, origin: string): (page: RenderedPage, canonicalUrl: string | undefined) => string {
  if (!HEAD_SLOT.test(built) || !built.includes(ROOT_SLOT) || !built.includes('</head>') || !built.includes(HTML_START) || !built.includes(RUNTIME_CONFIG_SLOT)) {
    throw new Error('The shell\'s index.html has no slot for a rendered page (<html lang="en">, description and title, <div id="root"></div>, the runtime configuration\'s script)');
  }
  const html = built.replace(RUNTIME_CONFIG_SLOT, () => runtimeConfigTags(config));
  return (page, canonicalUrl) => {
    const hints = LEADING_HINTS.exec(page.body)?.[0] ?? '';
    const body = page.body.slice(hints.length);
    const root = `lang="${page.language.tag}" dir="${directionOf(page.language)}"`;
    return html
      .replace(HTML_START, () => (page.islands ? `<html ${islandLoaderAttributes(page.islands, ISLAND_LOADERS[page.islands.runtime])} ${root}>` : `<html ${root}>`))
      .replace(HEAD_SLOT, () => metaTags(page.meta, { siteName: 'WorldAtlas', origin, canonicalUrl, alternates: page.alternates }))
      .replace('</head>', () => `${hints}${page.styles}</head>`)
      .replace(ROOT_SLOT, () => `<div id="root">${body}</div>`);
  };
}
