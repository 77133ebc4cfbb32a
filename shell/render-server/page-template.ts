import type { RuntimeConfig } from '@worldatlas/contracts';
import type { IslandRuntime } from '@worldatlas/islands';
import type { MetaDescriptor } from '@worldatlas/routing';
import { originsOf } from '@worldatlas/static-server';
import type { RenderedPage } from '../src/renderer';

/** Text made safe inside an HTML attribute or element: `&`, `<`, `>`, `"` and `'` escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The slots of the built `index.html` (packages/webpack-config/src/index.html) the page is written into. */
const HEAD_SLOT = /<meta name="description" content="[^"]*"\/><title>[^<]*<\/title>/;
const ROOT_SLOT = '<div id="root"></div>';
/** Resource hints React writes before the content it renders (an image preload): they belong in the head. */
const LEADING_HINTS = /^(?:<link [^>]*\/>)+/;
/**
 * The island loaders' addresses, by the runtime of a page's islands: React's loader for a page with a
 * React island, the lighter one without React for a page whose islands are all plain DOM code.
 */
const ISLAND_LOADERS: Record<IslandRuntime, string> = { react: '/islands.js', dom: '/islands-dom.js' };
const HTML_START = '<html ';

/** The page's `<html ` start: on a page with islands, their loader's address (the page's inline script loads it, `inline-scripts.ts`) and when. */
function htmlStart(islands: RenderedPage['islands']): string {
  if (!islands) return HTML_START;
  const load = islands.load === 'interaction' ? ' data-island-load="interaction"' : '';
  return `<html data-island-loader="${ISLAND_LOADERS[islands.runtime]}"${load} `;
}
const RUNTIME_CONFIG_SLOT = '<script type="application/json" id="runtime-config"></script>';

/** The runtime configuration as JSON (`<` escaped: no value can close the element), and a `preconnect` to each remote's and the API's origin. */
function runtimeConfigTags(config: RuntimeConfig): string {
  const json = JSON.stringify({ remotes: config.remotes, apiBaseUrl: config.apiBaseUrl }).replace(/</g, '\\u003c');
  const preconnects = originsOf([...Object.values(config.remotes), config.apiBaseUrl]).map((origin) => `<link rel="preconnect" href="${origin}" crossorigin>`);
  return `<script type="application/json" id="runtime-config">${json}</script>${preconnects.join('')}`;
}

/** The Open Graph properties the head always has, written first; a route module's other `og:` properties follow `og:image` (its size, its text). */
const OWN_OPEN_GRAPH = new Set(['og:type', 'og:site_name', 'og:title', 'og:description', 'og:url', 'og:image']);

/** `meta`'s other Open Graph properties (`og:image:width`, …) and Twitter card names (`twitter:card`), as meta tags in their order. */
function moreTags(meta: readonly MetaDescriptor[]): string[] {
  return meta.flatMap((tag) => {
    const content = 'content' in tag && typeof tag.content === 'string' ? escapeHtml(tag.content) : undefined;
    if (content === undefined) return [];
    if ('property' in tag && typeof tag.property === 'string' && tag.property.startsWith('og:') && !OWN_OPEN_GRAPH.has(tag.property)) return [`<meta property="${escapeHtml(tag.property)}" content="${content}"/>`];
    if ('name' in tag && typeof tag.name === 'string' && tag.name.startsWith('twitter:')) return [`<meta name="${escapeHtml(tag.name)}" content="${content}"/>`];
    return [];
  });
}

/**
 * The head tags of `meta` (title, description, Open Graph, Twitter card) and of the page's canonical
 * URL, in the order a head lists them. A preview image named by path (a route module's own,
 * `/country/Nepal/card.png`) is written under `origin`: link previews need an absolute URL.
 */
function headTags(meta: readonly MetaDescriptor[], canonicalUrl: string | undefined, origin: string): string {
  const title = meta.find((tag): tag is { title: string } => 'title' in tag)?.title ?? 'WorldAtlas';
  const named = (name: string) => meta.find((tag): tag is { name: string; content: string } => 'name' in tag && tag.name === name)?.content;
  const property = (name: string) => meta.find((tag): tag is { property: string; content: string } => 'property' in tag && tag.property === name)?.content;
  const description = named('description') ?? '';
  const og = (name: string, content: string | undefined) => (content === undefined ? '' : `<meta property="og:${name}" content="${escapeHtml(content)}"/>`);
  const image = property('og:image');
  return [
    `<meta name="description" content="${escapeHtml(description)}"/>`,
    `<title>${escapeHtml(title)}</title>`,
    canonicalUrl ? `<link rel="canonical" href="${escapeHtml(canonicalUrl)}"/>` : '',
    '<meta property="og:type" content="website"/><meta property="og:site_name" content="WorldAtlas"/>',
    og('title', property('og:title') ?? title),
    og('description', property('og:description') ?? description),
    og('url', canonicalUrl),
    og('image', image === undefined ? undefined : URL.parse(image, origin)?.href),
    ...moreTags(meta),
  ].join('');
}

/**
 * The shell's built `index.html` with `config` written in, as a function that writes a rendered page
 * into it (the site's public `origin` for the preview image's URL).
 * @throws Error when the page lacks a slot a rendered page or the configuration is written into.
 */
export function pageTemplate(built: string, config: RuntimeConfig, origin: string): (page: RenderedPage, canonicalUrl: string | undefined) => string {
  if (!HEAD_SLOT.test(built) || !built.includes(ROOT_SLOT) || !built.includes('</head>') || !built.includes(HTML_START) || !built.includes(RUNTIME_CONFIG_SLOT)) {
    throw new Error('The shell\'s index.html has no slot for a rendered page (<html> with attributes, description and title, <div id="root"></div>, the runtime configuration\'s script)');
  }
  const html = built.replace(RUNTIME_CONFIG_SLOT, () => runtimeConfigTags(config));
  return (page, canonicalUrl) => {
    const hints = LEADING_HINTS.exec(page.body)?.[0] ?? '';
    const body = page.body.slice(hints.length);
    return html
      .replace(HTML_START, () => htmlStart(page.islands))
      .replace(HEAD_SLOT, () => headTags(page.meta, canonicalUrl, origin))
      .replace('</head>', () => `${hints}${page.styles}</head>`)
      .replace(ROOT_SLOT, () => `<div id="root">${body}</div>`);
  };
}
