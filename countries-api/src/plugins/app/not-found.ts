import type { FastifyPluginAsync } from 'fastify';
import { METHOD_NOT_ALLOWED, NOT_FOUND } from '../../schemas/errors';

/** The methods every route here answers; OPTIONS is CORS's (plugins/external/cors.ts). */
const ALLOW = 'GET, HEAD';

/**
 * Answers requests no route takes: 405 `{"status":405,"message":"Method Not Allowed"}` with
 * `Allow: GET, HEAD` for any other method (PROPFIND and TRACE included) on a path a GET route
 * takes, else 404 `{"status":404,"message":"Not Found"}`.
 * Register it last and unwrapped by fastify-plugin: its hook then runs for unrouted requests only.
 */
const notFound: FastifyPluginAsync = async (scope) => {
  // onRequest, before any body is read: a POST of any content type to a GET route is still a 405.
  scope.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && scope.findRoute({ method: 'GET', url: request.url })) {
      reply.code(405).header('allow', ALLOW).send(METHOD_NOT_ALLOWED);
      return;
    }
    done();
  });
  scope.setNotFoundHandler((_request, reply) => reply.code(404).send(NOT_FOUND));
};

export default notFound;
