import type { FastifyInstance } from 'fastify';
import type { Country } from '@worldatlas/contracts';
import type { CachedResponse } from '../../plugins/app/cached-answer';
import { parseFields, projectCountry } from '../../projection/fields';
import { NOT_FOUND } from '../../schemas/errors';

/**
 * The cached answer of a lookup route (`/name`, `/alpha`): 200 with the found records, projected to
 * `fields` when it names any (whole records otherwise), or v3.1's 404 when none is found.
 * `key` identifies the lookup; the normalized fields are added to it. `find` runs once per key.
 */
export function answerRecords(
  app: FastifyInstance,
  key: string,
  fieldsQuery: string | undefined,
  find: () => Country[],
): CachedResponse {
  const { known, requested } = parseFields(fieldsQuery);
  const fields = requested.length > 0 ? known : null;
  return app.responseCache.get(`${key}&fields=${fields?.join(',') ?? '*'}`, () => {
    const matches = find();
    return matches.length === 0
      ? { statusCode: 404, payload: NOT_FOUND }
      : { statusCode: 200, payload: matches.map((record) => projectCountry(record, fields)) };
  });
}

/**
 * The cached answer of a lookup of one record whose client asked for `fields` (`/alpha/{code}?fields=`):
 * 200 with the record as a bare object, projected to the known names in `fieldsQuery` (`{}` when it names
 * none), as v3.1 answers there; v3.1's 404 when `find` gives none. `find` runs once per key.
 */
export function answerRecord(
  app: FastifyInstance,
  key: string,
  fieldsQuery: string,
  find: () => Country | undefined,
): CachedResponse {
  const { known } = parseFields(fieldsQuery);
  return app.responseCache.get(`${key}&one&fields=${known.join(',')}`, () => {
    const record = find();
    return record ? { statusCode: 200, payload: projectCountry(record, known) } : { statusCode: 404, payload: NOT_FOUND };
  });
}
