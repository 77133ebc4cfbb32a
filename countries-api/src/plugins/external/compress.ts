import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * brotli or gzip over 1 KiB, as the client accepts, for every answer of `scope` (flag images, the
 * documentation page's files). Registered in those scopes only: data routes send answers compressed
 * once and kept by the response cache, and a hook of compress's on them would cost every request.
 */
export async function compressScope(scope: FastifyInstance): Promise<void> {
  await scope.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
}
