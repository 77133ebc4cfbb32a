import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiError } from '@worldatlas/contracts';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { BAD_ENCODING, BAD_REQUEST, METHOD_NOT_ALLOWED, NOT_FOUND } from '../../schemas/errors';

/** The methods every route here answers; OPTIONS is CORS's (plugins/external/cors.ts). */
const ALLOW = 'GET, HEAD';

/** A path no route takes: where {@link routerErrorHandlers} send a request, so it is answered below. */
const ROUTER_ERROR_PATH = '/.router-error';

/** The 400 body owed to each request the router could not take, by its raw request (gone with it). */
const routerErrors = new WeakMap<IncomingMessage, ApiError>();

/**
 * find-my-way's `onBadUrl` (a path that is not valid percent-encoded UTF-8) and `onMaxParamLength`
 * (a segment longer than `maxParamLength`), for Fastify's `routerOptions`. Fastify's own handlers
 * (`frameworkErrors`) answer such a request without running a single hook: no security or CORS
 * headers, no rate limit, no load shedding, no metrics. These instead give the request a path no
 * route takes and route it again (`app.routing`), so it goes through the whole lifecycle of an
 * unknown path, every onRequest hook included, and the not-found handler answers it 400:
 * `Bad Request: the URL has malformed percent-encoding`, or `Bad Request`. `request.originalUrl`
 * keeps the URL as sent (as with Fastify's `rewriteUrl`); `request.url` is `/.router-error`.
 * @param app the app whose router takes the request again; called once per bad request, after the
 * app is built (the handlers are needed to build it).
 */
export function routerErrorHandlers(app: () => FastifyInstance) {
  const reroute = (body: ApiError) => (_path: string, req: IncomingMessage, res: ServerResponse) => {
    routerErrors.set(req, body);
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = req.url;
    req.url = ROUTER_ERROR_PATH;
    app().routing(req, res);
  };
  return { onBadUrl: reroute(BAD_ENCODING), onMaxParamLength: reroute(BAD_REQUEST) };
}

/**
 * Answers requests no route takes: 405 `{"status":405,"message":"Method Not Allowed"}` with
 * `Allow: GET, HEAD` for any other method (PROPFIND and TRACE included) on a path a GET route
 * takes; 400 for a URL the router could not take ({@link routerErrorHandlers}); else 404
 * `{"status":404,"message":"Not Found"}`.
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
  scope.setNotFoundHandler((request, reply) => {
    const routerError = routerErrors.get(request.raw);
    return routerError ? reply.code(400).send(routerError) : reply.code(404).send(NOT_FOUND);
  });
};

export default notFound;
