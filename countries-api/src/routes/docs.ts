import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import { compressScope } from '../plugins/external/compress';

/**
 * The policy of the site's own pages (packages/static-server's contentSecurityPolicy) for an app
 * with no remotes: every script, style, image and request from this origin, inline styles (Swagger
 * UI sets style attributes), no inline or eval'd script, no framing.
 */
export const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Swagger UI's page has no viewport: a phone would draw it at desktop width, too small to read. */
const PHONE_VIEWPORT = '<meta name="viewport" content="width=device-width, initial-scale=1">';
/** What the page says without scripts, instead of nothing: where the same description is as a document. */
const WITHOUT_SCRIPTS =
  '<noscript><p style="font: 16px/1.5 sans-serif; margin: 2rem; max-width: 40rem">This interactive reference needs JavaScript. ' +
  'Every endpoint, parameter, field and error of the API is described in its OpenAPI document: ' +
  '<a href="/v3.1/openapi.json">/v3.1/openapi.json</a>.</p></noscript>';

/** Swagger UI's page with {@link PHONE_VIEWPORT} and {@link WITHOUT_SCRIPTS}; any other answer (its files, the JSON) as it is. */
function readablePage(payload: unknown): unknown {
  if (typeof payload !== 'string' || !payload.includes('<div id="swagger-ui"></div>')) return payload;
  return payload.replace('<meta charset="UTF-8">', `<meta charset="UTF-8">${PHONE_VIEWPORT}`).replace('<div id="swagger-ui"></div>', `${WITHOUT_SCRIPTS}<div id="swagger-ui"></div>`);
}

/**
 * `GET /v3.1/openapi.json`: the OpenAPI 3.1 document of this API, built from the routes' schemas
 * (plugins/app/openapi.ts), as cached JSON (ETag, compressed, a day). `GET /docs`: an API reference
 * page, Swagger UI served from @fastify/swagger-ui's own files (`/docs/static/*`, compressed), under
 * {@link DOCS_CSP}, reading the same document (`/docs/json`), readable on a phone and saying where the
 * document is without scripts ({@link readablePage}). Not rate-limited: they are files.
 */
const docsRoute: FastifyPluginAsync = async (app) => {
  app.get(
    '/v3.1/openapi.json',
    {
      schema: {
        summary: 'This API’s OpenAPI 3.1 description',
        description: 'The document this page is made from: every endpoint, parameter, field and error body, with examples.',
        tags: ['service'],
        response: { 200: { description: 'An OpenAPI 3.1 document (JSON).', type: 'object', additionalProperties: true } },
      },
      config: { rateLimit: false },
    },
    async (_request, reply) => reply.sendCached(app.responseCache.get('openapi.json', () => ({ statusCode: 200, payload: app.swagger() }))),
  );

  await app.register(async (page) => {
    // Before compression's own onSend: the page is still text here.
    page.addHook('onSend', async (_request, _reply, payload) => readablePage(payload));
    await compressScope(page);
    await page.register(swaggerUi, {
      routePrefix: '/docs',
      staticCSP: DOCS_CSP,
      theme: { title: 'WorldAtlas countries API — REST Countries v3.1' },
      uiConfig: { deepLinking: true, defaultModelsExpandDepth: 1, displayRequestDuration: true },
      validatorUrl: false,
    });
  });
};

export default docsRoute;
