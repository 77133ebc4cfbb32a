import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { apiError, INTERNAL_ERROR } from '../../schemas/errors';

/**
 * Every error answers with v3.1's body `{"status":N,"message":"..."}`. Validation failures are 400
 * with the failed rule; 5xx hide their text from clients and are logged instead.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.validation) {
        return reply.code(400).send(apiError(400, `Bad Request: ${error.message}`));
      }
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(500).send(INTERNAL_ERROR);
      }
      return reply.code(status).send(apiError(status, error.message));
    });
  },
  { name: 'errors' },
);
