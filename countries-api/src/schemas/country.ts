import { NEPAL_EXAMPLE } from './country-record';
import { errorResponse } from './errors';

/**
 * Response schema of the v3.1 country array (`Country`, src/schemas/country-record.ts). Records are
 * serialized once and sent as bytes, so this documents the shape; it is not on the hot path.
 */
export const countryArraySchema = {
  description: 'The matching records, in the data’s order, each cut down to `fields` when given.',
  type: 'array',
  items: { $ref: 'Country#' },
  examples: [[NEPAL_EXAMPLE]],
} as const;

/** 400 for bad input, with v3.1's error body. */
const BAD_INPUT_RESPONSE = errorResponse(400, 'Bad input: the message names the problem.', 'Bad Request: a code is 2 or 3 letters or digits (cca2, cca3, ccn3 or cioc)');
/** 404: no record matches. */
const NOT_FOUND_RESPONSE = errorResponse(404, 'No record matches.', 'Not Found');
/** 429: over the rate limit of one client address (plugins/external/rate-limit.ts). */
const RATE_LIMITED_RESPONSE = errorResponse(
  429,
  'Over the rate limit of one client address; `Retry-After` says when to retry.',
  'Too Many Requests: more than 600 requests not answered before in 60 s from one address; retry in 12 s',
);
/** 503: the instance sheds load or shuts down (plugins/external/under-pressure.ts, @worldatlas/service-kit's drain). */
const UNAVAILABLE_RESPONSE = errorResponse(503, 'The instance is shedding load (`Retry-After: 10`) or shutting down.', 'Service Unavailable');

/** Response schemas shared by every v3.1 data route, per status. */
export const countryResponses = {
  200: countryArraySchema,
  400: BAD_INPUT_RESPONSE,
  404: NOT_FOUND_RESPONSE,
  429: RATE_LIMITED_RESPONSE,
  503: UNAVAILABLE_RESPONSE,
} as const;

/** `fields` query parameter: a comma-separated list of top-level field names. */
export const fieldsProperty = {
  type: 'string',
  maxLength: 1000,
  description:
    'Top-level fields to keep, comma-separated (`name,capital,flags`); unknown names are ignored, and absent fields stay absent. ' +
    'Without it (or empty) whole records are answered.',
  examples: ['name,capital,population,flags'],
} as const;

/**
 * A `{text}` path parameter: 1 to 200 characters, no C0 or C1 control characters (else 400).
 * @param description what the text is matched against.
 * @param examples texts that find something.
 */
export function pathTextProperty(description: string, examples: readonly string[]) {
  return { type: 'string', minLength: 1, maxLength: 200, pattern: '^[^\\u0000-\\u001F\\u007F-\\u009F]+$', description, examples } as const;
}
