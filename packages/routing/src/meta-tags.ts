import type { MetaDescriptor } from 'react-router';

/** Text made safe inside an HTML attribute or element: `&`, `<`, `>`, `"` and `'` escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
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

/** Where a page's head tags are written for: the site's name, its public origin and the page's canonical URL. */
export interface MetaTagsOptions {
  /** The site's name: `og:site_name`, and the title of a page whose route module gives none. */
  siteName: string;
  /** The site's public origin (`https://worldatlas.example`): a preview image named by path is written under it, as link previews need an absolute URL. */
  origin: string;
  /** The page's canonical URL (absolute); none on an error page. */
  canonicalUrl?: string;
  /** The same page in each of the site's languages, by `hreflang` (a BCP 47 tag, or `x-default`): paths, written under `origin`. */
  alternates?: Readonly<Record<string, string>>;
}

/**
 * The head tags of a route's `meta` (title, description, Open Graph, Twitter card) and of the page's
 * canonical URL and alternates (`hreflang`), escaped, in the order a head lists them: what React Router's `<Meta>` writes in a
 * document React renders, for a page whose document is a template.
 */
export function metaTags(meta: readonly MetaDescriptor[], { siteName, origin, canonicalUrl, alternates = {} }: MetaTagsOptions): string {
  const title = meta.find((tag): tag is { title: string } => 'title' in tag)?.title ?? siteName;
  const named = (name: string) => meta.find((tag): tag is { name: string; content: string } => 'name' in tag && tag.name === name)?.content;
  const property = (name: string) => meta.find((tag): tag is { property: string; content: string } => 'property' in tag && tag.property === name)?.content;
  const description = named('description') ?? '';
  const og = (name: string, content: string | undefined) => (content === undefined ? '' : `<meta property="og:${name}" content="${escapeHtml(content)}"/>`);
  const image = property('og:image');
  return [
    `<meta name="description" content="${escapeHtml(description)}"/>`,
    `<title>${escapeHtml(title)}</title>`,
    canonicalUrl ? `<link rel="canonical" href="${escapeHtml(canonicalUrl)}"/>` : '',
    ...Object.entries(alternates).map(([hreflang, path]) => `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(`${origin}${path}`)}"/>`),
    og('type', 'website'),
    og('site_name', siteName),
    og('title', property('og:title') ?? title),
    og('description', property('og:description') ?? description),
    og('url', canonicalUrl),
    og('image', image === undefined ? undefined : URL.parse(image, origin)?.href),
    ...moreTags(meta),
  ].join('');
}
