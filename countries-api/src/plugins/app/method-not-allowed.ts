import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { METHOD_NOT_ALLOWED } from '../../schemas/errors';

const OTHER_METHODS = ['DELETE', 'PATCH', 'POST', 'PUT'] as const;

/**
 * Makes GET routes answer other methods with 405 and `Allow: GET, HEAD` instead of a 404.
 * Call before registering the routes (it watches them being added); register the plugin it
 * returns after them, when their URLs are known.
 */
export function methodNotAllowedFor(app: FastifyInstance): FastifyPluginAsync {
  const getUrls = new Set<string>();
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.includes('GET')) getUrls.add(route.url);
  });
  return async (scope) => {
    for (const url of getUrls) {
      scope.route({
        method: [...OTHER_METHODS],
        url,
        handler: async (_request, reply) => reply.code(405).header('allow', 'GET, HEAD').send(METHOD_NOT_ALLOWED),
      });
    }
  };
}
