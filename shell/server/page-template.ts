import type { RenderedPage } from '../src/server';

/** Text made safe inside an HTML attribute or element: `&`, `<`, `>`, `"` and `'` escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** JSON made safe inside `<script type="application/json">`: no `<` can end the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The slots of the built `index.html` the page is written into. */
const HEAD_SLOT = /<meta name="description" content="[^"]*"\/><title>[^<]*<\/title>/;
const ROOT_SLOT = '<div id="root"></div>';
/**
 * The build's preloads of the host's start chunks. A rendered page goes without them: it is readable
 * before any script, and their fetches held its first paint back (the entry loads those chunks once
 * the page is painted).
 */
const START_CHUNK_PRELOADS = /<link rel="preload" as="script" href="[^"]*">/g;
/** Resource hints React writes before the content it renders (an image preload): they belong in the head. */
const LEADING_HINTS = /^(?:<link [^>]*\/>)+/;

/**
 * The shell's page (its built `index.html` with the runtime configuration written in:
 * `fillShellPage`), ready to take rendered pages.
 * @throws Error when the page lacks a slot a rendered page is written into.
 */
export function pageTemplate(html: string): (page: RenderedPage, canonicalUrl: string) => string {
  if (!HEAD_SLOT.test(html) || !html.includes(ROOT_SLOT) || !html.includes('</head>')) {
    throw new Error('The shell\'s index.html has no slot for a rendered page (description and title, <div id="root"></div>)');
  }
  const shell = html.replace(START_CHUNK_PRELOADS, '');
  return (page, canonicalUrl) => {
    const hints = LEADING_HINTS.exec(page.body)?.[0] ?? '';
    const body = page.body.slice(hints.length);
    const { title, description, image } = page.head;
    const head = [
      `<meta name="description" content="${escapeHtml(description)}"/>`,
      `<title>${escapeHtml(title)}</title>`,
      `<link rel="canonical" href="${escapeHtml(canonicalUrl)}"/>`,
      '<meta property="og:type" content="website"/><meta property="og:site_name" content="WorldAtlas"/>',
      `<meta property="og:title" content="${escapeHtml(title)}"/>`,
      `<meta property="og:description" content="${escapeHtml(description)}"/>`,
      `<meta property="og:url" content="${escapeHtml(canonicalUrl)}"/>`,
      image ? `<meta property="og:image" content="${escapeHtml(image)}"/>` : '',
    ].join('');
    return shell
      .replace(HEAD_SLOT, () => head)
      .replace('</head>', () => `${hints}${page.styles}</head>`)
      .replace(ROOT_SLOT, () => `<div id="root">${body}</div><script type="application/json" id="page-data">${scriptJson(page.data)}</script>`);
  };
}
