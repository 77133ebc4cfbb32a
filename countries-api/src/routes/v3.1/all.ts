import type { FastifyPluginAsync } from 'fastify';
import { parseFields, projectCountry } from '../../projection/fields';
import { countryResponses, fieldsProperty } from '../../schemas/country';
import { errorResponse, FIELDS_REQUIRED } from '../../schemas/errors';

/** v3.1 allows at most this many names in `fields` on `/all`. */
const MAX_ALL_FIELDS = 10;

/**
 * `GET /v3.1/all?fields=a,b` — every record (250), cut down to `fields`.
 * `fields` is required with 1–10 names, else 400 with v3.1's body; unknown names are ignored.
 * 200: array of projected records, in the data's order.
 */
const allRoute: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { fields?: string } }>(
    '/all',
    {
      schema: {
        summary: 'Every country',
        description: 'All 250 records, cut down to `fields`, which is required here with 1 to 10 names (v3.1’s rule).',
        tags: ['countries'],
        querystring: {
          type: 'object',
          properties: { fields: { ...fieldsProperty, description: 'Top-level fields to keep, comma-separated: required, 1 to 10 names; unknown names are ignored.' } },
        },
        response: { ...countryResponses, 400: errorResponse(400, '`fields` missing, empty or naming more than 10 fields.', FIELDS_REQUIRED.message) },
      },
    },
    async (request, reply) => {
      const fields = parseFields(request.query.fields);
      if (fields.requested.length === 0 || fields.requested.length > MAX_ALL_FIELDS) {
        return reply.code(400).send(FIELDS_REQUIRED);
      }
      const entry = app.responseCache.get(`all?fields=${fields.known.join(',')}`, () => ({
        statusCode: 200,
        payload: app.countryStore.records.map((record) => projectCountry(record, fields.known)),
      }));
      return reply.sendCached(entry);
    },
  );
};

export default allRoute;
