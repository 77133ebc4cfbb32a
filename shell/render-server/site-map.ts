import type { FastifyInstance } from 'fastify';
import type { Renderer } from '../src/renderer';
import { escapeHtml } from '@worldatlas/routing/meta-tags';

/** How long the site map is kept before it is made again, in ms: the country list follows the API's data. */
const SITEMAP_MAX_AGE_MS = 60 * 60 * 1000;

const robotsTxt = (origin: string) => `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;

/** The site map (sitemaps.org's XML) of `paths` (percent-encoded, as in a URL) under `origin`. */
function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `<url><loc>${escapeHtml(`${origin}${path}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * `GET /robots.txt` and `GET /sitemap.xml` (the pages `renderer` lists) under `origin`, each
 * cacheable for an hour (the README says when the site map is made and what it answers when it cannot be).
 */
export function addSiteMapRoutes(app: FastifyInstance, renderer: Renderer, origin: string): void {
  app.get('/robots.txt', (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(origin)));
  let sitemap: { made: number; xml: Promise<string> } | undefined;
  app.get('/sitemap.xml', async (request, reply) => {
    if (!sitemap || Date.now() - sitemap.made > SITEMAP_MAX_AGE_MS) sitemap = { made: Date.now(), xml: renderer.sitemap().then((paths) => sitemapXml(origin, paths)) };
    try {
      return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(await sitemap.xml);
    } catch (error) {
      sitemap = undefined;
      request.log.warn({ err: error }, 'the site map could not be made');
      return reply.code(503).header('retry-after', '60').type('text/plain; charset=utf-8').send('Service Unavailable');
    }
  });
}
