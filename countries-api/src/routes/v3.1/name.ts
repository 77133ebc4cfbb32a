import type { FastifyPluginAsync } from 'fastify';
import { countryResponses, fieldsProperty, pathTextProperty } from '../../schemas/country';
import { apiError, errorResponse } from '../../schemas/errors';
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
        summary: 'Countries by name',
        description:
          'Part of the common, official or an alternative name, any case (`united`); with `fullText=true`, the whole common or official name, any case, first match only (still an array).',
        tags: ['countries'],
        params: {
          type: 'object',
          required: ['name'],
          properties: { name: pathTextProperty('Part of a name, or with fullText the whole common or official name.', ['peru', 'united', 'Federal Democratic Republic of Nepal']) },
        },
        querystring: {
          type: 'object',
          properties: {
            fullText: { type: 'string', description: '`true` (any case, or `1`) for an exact name; `false`/`0` or absent for part of one; anything else is a 400.', examples: ['true'] },
            fields: fieldsProperty,
          },
        },
        response: { ...countryResponses, 400: errorResponse(400, 'A name over 200 characters or with control characters, or a fullText other than true, false, 1 or 0.', INVALID_FULL_TEXT.message) },
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
