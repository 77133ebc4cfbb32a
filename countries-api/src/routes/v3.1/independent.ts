import type { FastifyPluginAsync } from 'fastify';
import { countryResponses, fieldsProperty } from '../../schemas/country';
import { apiError, errorResponse } from '../../schemas/errors';
import { readBooleanQuery } from './boolean-query';
import { answerRecords } from './records-answer';

const INVALID_STATUS = apiError(400, 'Bad Request: status must be true or false');

/**
 * `GET /v3.1/independent?status=true|false&fields=a,b` — sovereign states (`status=true`, the default
 * when absent, as in v3.1) or the other territories (`status=false`; a record without an
 * independence value counts as not independent). `status` takes true/false in any case, or 1/0.
 * Records come from the country store. 200: array of records (projected when `fields` names any);
 * 404 `{"status":404,"message":"Not Found"}` when none; 400 for another `status` value.
 */
const independentRoute: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { status?: string; fields?: string } }>(
    '/independent',
    {
      schema: {
        summary: 'Independent countries, or the other territories',
        description: 'Sovereign states (`status=true`, the default) or the other territories (`status=false`; a record without the value counts as not independent).',
        tags: ['countries'],
        querystring: {
          type: 'object',
          properties: {
            status: { type: 'string', description: '`true` (default) or `false`, any case, or `1`/`0`; anything else is a 400.', examples: ['true', 'false'] },
            fields: fieldsProperty,
          },
        },
        response: { ...countryResponses, 400: errorResponse(400, 'A status other than true, false, 1 or 0.', INVALID_STATUS.message) },
      },
    },
    async (request, reply) => {
      const status = readBooleanQuery(request.query.status, true);
      if (status === undefined) return reply.code(400).send(INVALID_STATUS);
      const entry = answerRecords(app, `independent?status=${status}`, request.query.fields, () =>
        app.countryStore.findByIndependence(status),
      );
      return reply.sendCached(entry);
    },
  );
};

export default independentRoute;
