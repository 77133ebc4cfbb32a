import { escapeHtml } from './page-template';

/** The site's `robots.txt`: every page may be crawled, and where the site map is. */
export const robotsTxt = (origin: string) => `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;

/**
 * The site map (sitemaps.org's XML) of `paths` (each `/…`, percent-encoded as in a URL) under
 * `origin`: one `<url><loc>` each, escaped for XML.
 */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `<url><loc>${escapeHtml(`${origin}${path}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
