import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { countrySchema } from '../../schemas/country-record';

/** What the API is, for the OpenAPI document's `info`. */
const DESCRIPTION = [
  'A REST Countries v3.1-compatible API: every v3.1 endpoint, answered as v3.1 answered it, from data built from npm packages.',
  'A v3.1 client works with nothing changed but its base URL. Every data route takes `fields=`; a trailing slash is ignored.',
  'Errors use v3.1’s body `{"status":N,"message":"..."}`: 400 bad input, 404 no match or unknown path, 405 (with `Allow: GET, HEAD`) for another method on a known path, 429 over the rate limit (with `Retry-After`), 503 while the instance sheds load or shuts down.',
  'Answers are cacheable for a day (`Cache-Control: public, max-age=86400`), carry an ETag (304 on revalidation) and CORS for any origin, and come brotli- or gzip-compressed when large.',
].join('\n\n');

/**
 * Builds the OpenAPI 3.1 document from the routes' own JSON schemas (@fastify/swagger, which collects
 * each route as it is registered: register this before the routes). `app.swagger()` returns it once
 * the app is ready; shared schemas (`Country`) become `components.schemas` under their `$id`.
 */
export default fp(
  async (app) => {
    app.addSchema(countrySchema);
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'WorldAtlas countries API (REST Countries v3.1)', version: '3.1', description: DESCRIPTION },
        tags: [
          { name: 'countries', description: 'The v3.1 endpoints: records, whole or cut down to `fields`.' },
          { name: 'service', description: 'Flag images, health and this description.' },
        ],
      },
      refResolver: { buildLocalReference: (json, _baseUri, _fragment, index) => (typeof json.$id === 'string' ? json.$id : `def-${index}`) },
    });
  },
  { name: 'openapi' },
);
