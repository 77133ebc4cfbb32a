import fp from 'fastify-plugin';
import { BAD_ENCODING, apiError } from '../../schemas/errors';

/** C0 and C1 control characters and DEL (Unicode's Cc). */
const CONTROL = /\p{Cc}/u;
const CONTROL_IN_QUERY = apiError(400, 'Bad Request: the query contains control characters');

/**
 * Rejects a query string with malformed percent-encoding or control characters with a 400 JSON
 * error, as the router does for the path: the query parser would otherwise decode it leniently
 * (`?fields=%E0%A4%A` read as no fields at all).
 * Register after the response cache: a URL it already answered has passed this check.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      const start = request.url.indexOf('?');
      if (start === -1) return done();
      let query: string;
      try {
        query = decodeURIComponent(request.url.slice(start + 1));
      } catch {
        reply.code(400).send(BAD_ENCODING);
        return;
      }
      if (CONTROL.test(query)) {
        reply.code(400).send(CONTROL_IN_QUERY);
        return;
      }
      done();
    });
  },
  { name: 'query-check', dependencies: ['response-cache'] },
);
