import type { FastifyPluginAsync } from 'fastify';
import { countryResponses, fieldsProperty, pathTextProperty } from '../../schemas/country';
import { answerRecords } from './records-answer';

interface NameRequest {
  Params: { name: string };
  Querystring: { fullText: boolean; fields?: string };
}

/**
 * `GET /v3.1/name/{name}?fullText=true&fields=a,b` — v3.1 name search.
 * Without fullText: case-insensitive substring of common, official or an alternative spelling, all matches.
 * With `fullText=true`: case-insensitive exact common or official name, first match only (still an array).
 * 200: array of records (projected when `fields` names any); 404 `{"status":404,"message":"Not Found"}`;
 * 400 for a name over 200 characters, with control characters, or a fullText other than true/false.
 */
const nameRoute: FastifyPluginAsync = async (app) => {
  app.get<NameRequest>(
    '/name/:name',
    {
      schema: {
        params: { type: 'object', required: ['name'], properties: { name: pathTextProperty } },
        querystring: {
          type: 'object',
          properties: { fullText: { type: 'boolean', default: false }, fields: fieldsProperty },
        },
        response: countryResponses,
      },
    },
    async (request, reply) => {
      const name = request.params.name.toLowerCase();
      const { fullText } = request.query;
      const entry = answerRecords(app, `name/${name}?fullText=${fullText}`, request.query.fields, () =>
        app.countryStore.findByName(name, fullText),
      );
      return reply.sendCached(entry);
    },
  );
};

export default nameRoute;
