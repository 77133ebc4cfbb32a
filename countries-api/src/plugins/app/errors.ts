import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { apiError, INTERNAL_ERROR } from '../../schemas/errors';

/**
 * Errors thrown by routes and hooks, and schema validation failures, answer with v3.1's body
 * `{"status":N,"message":"..."}`: validation failures are 400 naming the failed rule; other 4xx keep
 * their message; 5xx hide their text from clients and are logged with the method and URL instead.
 * (Unknown paths, other methods and URLs the router cannot take: not-found.ts.)
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.validation) {
        return reply.code(400).send(apiError(400, `Bad Request: ${error.message}`));
      }
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) {
        // Named here: without per-request logging the logger carries no request id.
        request.log.error({ err: error, method: request.method, url: request.url }, 'request failed');
        return reply.code(500).send(INTERNAL_ERROR);
      }
      return reply.code(status).send(apiError(status, error.message));
    });
  },
  { name: 'errors' },
);
