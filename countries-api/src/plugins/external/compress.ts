import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * brotli or gzip over 1 KiB, as the client accepts, for routes that opt in with `compress: {}` (flags).
 * Data routes send answers compressed once and kept by the response cache instead.
 */
export default fp(async (app) => {
  await app.register(compress, { global: false, threshold: 1024, encodings: ['br', 'gzip'] });
});
