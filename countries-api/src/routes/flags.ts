import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { basename, join } from 'node:path';
import { compressScope } from '../plugins/external/compress';
import { errorResponse, NOT_FOUND } from '../schemas/errors';

/** `np.svg`, or with a content hash, `np.3f2a9c1b.svg`. */
const FLAG_FILE = /^([a-z]{2})(?:\.[0-9a-f]{8})?\.(svg|png)$/;
/** A content-hashed file never changes: a year, the longest lifetime HTTP caches honour. */
const HASHED_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * helmet's headers for flag images (@fastify/helmet's route option, added to those of every answer):
 * an SVG opened directly is a document, so it may style itself, nothing more, and is never framed;
 * the site embeds flags from another origin, so they are shareable cross-origin.
 */
const FLAG_SECURITY_HEADERS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], styleSrc: ["'unsafe-inline'"], imgSrc: ["'self'", 'data:'], frameAncestors: ["'none'"] },
  },
  crossOriginResourcePolicy: { policy: 'cross-origin' as const },
};

/**
 * `GET /flags/{cca2}.{hash}.svg|png`: the flag image a record's `flags.svg`/`flags.png` names
 * (image/svg+xml, or image/png 250 px wide), from svg-country-flags as `scripts/build-data.ts` wrote
 * it to `{dataDir}/flags`; immutable, cached for a year. `GET /flags/{cca2}.svg|png` (a name without
 * a hash, or with another build's hash) answers the current file with `no-cache`, so links kept from
 * an earlier build, or handed out by another replica during a rollout, keep working and revalidate.
 * Codes are matched in any case. 404 JSON for anything that is not a known country's flag file.
 * Not rate-limited: a file costs no computation, and a page of the list shows 250 of them.
 */
const flagsRoute: FastifyPluginAsync<{ dataDir: string }> = async (app, opts) => {
  await compressScope(app);
  await app.register(fastifyStatic, { root: join(opts.dataDir, 'flags'), serve: false });

  // `np.svg` → `np.3f2a9c1b.svg`, from the URLs the records carry.
  const hashedNames = new Map<string, string>();
  for (const { cca2, flags } of app.countryStore.records) {
    for (const [extension, url] of [['svg', flags.svg], ['png', flags.png]] as const) {
      hashedNames.set(`${cca2.toLowerCase()}.${extension}`, basename(new URL(url).pathname));
    }
  }

  const schema = {
    summary: 'A flag image',
    description: 'The file a record’s `flags.svg` or `flags.png` names: content-hashed, immutable, cached a year; without the hash (or with another build’s), the current file with `no-cache`.',
    tags: ['service'],
    params: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', description: '`{cca2}.{hash}.svg|png` as a record names it, or `{cca2}.svg|png`.', examples: ['np.svg', 'np.png'] } },
    },
    // 200 is the file's bytes (a stream), never serialized: described, not validated.
    response: {
      200: { description: 'The flag image, image/svg+xml or image/png (250 px wide).', content: { 'image/svg+xml': { schema: { type: 'string' } }, 'image/png': { schema: { type: 'string', contentEncoding: 'binary' } } } },
      404: errorResponse(404, 'Not a known country’s flag file.', 'Not Found'),
    },
  };
  app.get<{ Params: { file: string } }>('/flags/:file', { schema, config: { rateLimit: false }, helmet: FLAG_SECURITY_HEADERS }, async (request, reply) => {
    const file = request.params.file.toLowerCase();
    const match = FLAG_FILE.exec(file);
    const hashed = match ? hashedNames.get(`${match[1]}.${match[2]}`) : undefined;
    if (!hashed) return reply.code(404).send(NOT_FOUND);
    if (hashed === file) return reply.sendFile(hashed, { maxAge: HASHED_MAX_AGE_MS, immutable: true });
    return reply.header('cache-control', 'no-cache').sendFile(hashed, { cacheControl: false });
  });
};

export default flagsRoute;
