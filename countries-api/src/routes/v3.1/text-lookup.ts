import type { FastifyInstance } from 'fastify';
import type { Country } from '@worldatlas/contracts';
import { countryResponses, fieldsProperty, pathTextProperty } from '../../schemas/country';
import { errorResponse } from '../../schemas/errors';
import { answerRecords } from './records-answer';

/** How one v3.1 search by path text (`/capital/{capital}`, `/lang/{lang}`…) finds its records. */
export interface TextLookup {
  /** The path segment and the parameter's name, e.g. `capital`. */
  resource: string;
  /** The matching records, in data order; `[]` when none. */
  find: (text: string) => Country[];
  /** The part of the cache key that identifies `text`: lower-cased unless the search is case-sensitive. */
  cacheKey?: (text: string) => string;
  /** For the API's documentation: a title, what the text is matched against, and texts that find something. */
  summary: string;
  description: string;
  examples: readonly string[];
}

/**
 * Registers `GET /{resource}/{text}?fields=a,b` on `app`. 200: array of the records `find` returns,
 * projected when `fields` names any; 404 `{"status":404,"message":"Not Found"}` when none;
 * 400 for a text over 200 characters or with control characters. Answers come from the response cache.
 */
export function registerTextLookup(app: FastifyInstance, lookup: TextLookup): void {
  const { resource, find, cacheKey = (text: string) => text.toLowerCase() } = lookup;
  app.get<{ Params: Record<string, string>; Querystring: { fields?: string } }>(
    `/${resource}/:${resource}`,
    {
      schema: {
        summary: lookup.summary,
        description: lookup.description,
        tags: ['countries'],
        params: { type: 'object', required: [resource], properties: { [resource]: pathTextProperty(lookup.description, lookup.examples) } },
        querystring: { type: 'object', properties: { fields: fieldsProperty } },
        response: {
          ...countryResponses,
          400: errorResponse(400, 'A text over 200 characters or with control characters.', `Bad Request: params/${resource} must NOT have more than 200 characters`),
        },
      },
    },
    async (request, reply) => {
      const text = request.params[resource] ?? '';
      return reply.sendCached(answerRecords(app, `${resource}/${cacheKey(text)}?`, request.query.fields, () => find(text)));
    },
  );
}
