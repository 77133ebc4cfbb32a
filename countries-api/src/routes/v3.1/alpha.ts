import type { FastifyPluginAsync } from 'fastify';
import { countryArraySchema, countryResponses, fieldsProperty } from '../../schemas/country';
import { NEPAL_EXAMPLE } from '../../schemas/country-record';
import { apiError, errorResponse } from '../../schemas/errors';
import { answerRecord, answerRecords } from './records-answer';

/** cca2, cca3, ccn3 and cioc codes are 2 or 3 letters or digits. */
const CODE = /^[A-Za-z0-9]{2,3}$/;
/** Bounds the work one `?codes=` request can ask for. */
const MAX_CODES = 300;

const INVALID_CODE = apiError(400, 'Bad Request: a code is 2 or 3 letters or digits (cca2, cca3, ccn3 or cioc)');
const CODE_DESCRIPTION = 'cca2, cca3, ccn3 or IOC code, any case; ISO codes first (`BRN` is Brunei, not Bahrain, whose IOC code it is).';

/** The route options of `GET /v3.1/alpha/{code}`: its OpenAPI schema. */
const ONE_CODE_ROUTE = {
  schema: {
    summary: 'One country by code',
    description: 'The record with this code: an array of it, or with a non-empty `fields` the record itself, projected (v3.1’s two shapes).',
    tags: ['countries'],
    params: { type: 'object', required: ['code'], properties: { code: { type: 'string', maxLength: 200, description: CODE_DESCRIPTION, examples: ['co', 'COL', '170'] } } },
    querystring: {
      type: 'object',
      properties: { fields: { ...fieldsProperty, description: `${fieldsProperty.description} When given, the answer is the record itself, not an array.` } },
    },
    response: {
      ...countryResponses,
      200: {
        description: 'An array of the one record; with `fields`, the record itself.',
        oneOf: [countryArraySchema, { $ref: 'Country#' }],
        examples: [[NEPAL_EXAMPLE], { cca3: 'NPL', capital: ['Kathmandu'] }],
      },
      400: errorResponse(400, 'A code that is not 2 or 3 letters or digits.', INVALID_CODE.message),
    },
  },
};

/** The route options of `GET /v3.1/alpha?codes=`: its OpenAPI schema. */
const CODES_ROUTE = {
  schema: {
    summary: 'Countries by codes',
    description: 'The records with these codes, in the order asked, each once; unknown codes are skipped (404 when none is known).',
    tags: ['countries'],
    querystring: {
      type: 'object',
      required: ['codes'],
      properties: {
        codes: { type: 'string', maxLength: 4 * MAX_CODES, description: `Up to ${MAX_CODES} codes, comma-separated: ${CODE_DESCRIPTION}`, examples: ['170,no,est,pe'] },
        fields: fieldsProperty,
      },
    },
    response: { ...countryResponses, 400: errorResponse(400, `No codes, a malformed code, or more than ${MAX_CODES}.`, INVALID_CODE.message) },
  },
};

/**
 * `GET /v3.1/alpha/{code}` and `GET /v3.1/alpha?codes=A,B` — records by cca2, cca3, ccn3 or cioc code,
 * any case. 200: for `/alpha/{code}`, an array of the one record, or with a non-empty `fields` the
 * record itself, projected (v3.1's shapes); for `?codes=`, an array in the order of `codes`, each record
 * once, projected when `fields` names any. 404 when no code matches; 400 for a malformed code, a
 * missing `codes` or more than 300 codes.
 */
const alphaRoute: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { code: string }; Querystring: { fields?: string } }>(
    '/alpha/:code',
    ONE_CODE_ROUTE,
    async (request, reply) => {
      const code = request.params.code.toUpperCase();
      if (!CODE.test(code)) return reply.code(400).send(INVALID_CODE);
      const { fields } = request.query;
      if (fields) return reply.sendCached(answerRecord(app, `alpha/${code}?`, fields, () => app.countryStore.findByCode(code)));
      const found = () => {
        const record = app.countryStore.findByCode(code);
        return record ? [record] : [];
      };
      return reply.sendCached(answerRecords(app, `alpha/${code}?`, undefined, found));
    },
  );

  app.get<{ Querystring: { codes: string; fields?: string } }>(
    '/alpha',
    CODES_ROUTE,
    async (request, reply) => {
      const codes = request.query.codes
        .split(',')
        .map((code) => code.trim().toUpperCase())
        .filter((code) => code.length > 0);
      if (codes.length === 0 || codes.length > MAX_CODES || !codes.every((code) => CODE.test(code))) {
        return reply.code(400).send(INVALID_CODE);
      }
      const entry = answerRecords(app, `alpha?codes=${codes.join(',')}`, request.query.fields, () =>
        app.countryStore.findByCodes(codes),
      );
      return reply.sendCached(entry);
    },
  );
};

export default alphaRoute;
