import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { join } from 'node:path';
import { DATA_MAX_AGE_S } from '../plugins/app/response-cache';
import { addSecurityHeaders } from '../plugins/external/helmet';
import { errorSchema, NOT_FOUND } from '../schemas/errors';

const FLAG_FILE = /^([a-z]{2})\.(svg|png)$/;

/**
 * `GET /flags/{cca2}.svg` (image/svg+xml) and `GET /flags/{cca2}.png` (image/png, 250 px wide):
 * flag images built from svg-country-flags into `{dataDir}/flags`. Codes are matched in any case.
 * 404 JSON for anything that is not a known country's flag file (traversal attempts included).
 */
const flagsRoute: FastifyPluginAsync<{ dataDir: string }> = async (app, opts) => {
  await app.register(fastifyStatic, { root: join(opts.dataDir, 'flags'), serve: false });
  // An SVG opened directly is a document: it may style itself, nothing more, and is never framed.
  // The site embeds flags from another origin, so they are shareable cross-origin.
  addSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], styleSrc: ["'unsafe-inline'"], imgSrc: ["'self'", 'data:'], frameAncestors: ["'none'"] },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });

  const schema = {
    params: { type: 'object', required: ['file'], properties: { file: { type: 'string' } } },
    // 200 is the file's bytes (a stream), never serialized: described, not validated.
    response: { 200: { description: 'the flag image, image/svg+xml or image/png' }, 404: errorSchema },
  };
  app.get<{ Params: { file: string } }>('/flags/:file', { compress: {}, schema }, async (request, reply) => {
    const file = request.params.file.toLowerCase();
    const match = FLAG_FILE.exec(file);
    if (!match?.[1] || !app.countryStore.hasCca2(match[1])) return reply.code(404).send(NOT_FOUND);
    return reply.sendFile(file, { maxAge: DATA_MAX_AGE_S * 1000 });
  });
};

export default flagsRoute;
