import type { FastifyPluginAsync } from 'fastify';
import { countryResponses, fieldsProperty, pathTextProperty } from '../../schemas/country';
import { apiError } from '../../schemas/errors';
import { readBooleanQuery } from './boolean-query';
import { answerRecords } from './records-answer';

interface NameRequest {
  Params: { name: string };
  Querystring: { fullText?: string; fields?: string };
}

const INVALID_FULL_TEXT = apiError(400, 'Bad Request: fullText must be true or false');

/**
 * `GET /v3.1/name/{name}?fullText=true&fields=a,b` — v3.1 name search.
 * Without fullText: case-insensitive substring of common, official or an alternative spelling, all matches.
 * With `fullText=true` (any case; also `1`): case-insensitive exact common or official name, first match
 * only (still an array). 200: array of records (projected when `fields` names any);
 * 404 `{"status":404,"message":"Not Found"}`; 400 for a name over 200 characters or with control
 * characters, or a fullText other than true, false, 1 or 0.
 */
const nameRoute: FastifyPluginAsync = async (app) => {
  app.get<NameRequest>(
    '/name/:name',
    {
      schema: {
        params: { type: 'object', required: ['name'], properties: { name: pathTextProperty } },
        querystring: {
          type: 'object',
          properties: { fullText: { type: 'string' }, fields: fieldsProperty },
        },
        response: countryResponses,
      },
    },
    async (request, reply) => {
      // Empty counts as absent, like an empty `fields`.
      const fullText = readBooleanQuery(request.query.fullText, false);
      if (fullText === undefined) return reply.code(400).send(INVALID_FULL_TEXT);
      const name = request.params.name.toLowerCase();
      const entry = answerRecords(app, `name/${name}?fullText=${fullText}`, request.query.fields, () =>
        app.countryStore.findByName(name, fullText),
      );
      return reply.sendCached(entry);
    },
  );
};

export default nameRoute;
