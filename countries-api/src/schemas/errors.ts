import type { ApiError } from '@worldatlas/contracts';

/** JSON schema of the v3.1 error body `{"status":404,"message":"Not Found"}`. */
const errorSchema = {
  type: 'object',
  required: ['status', 'message'],
  properties: {
    status: { type: 'integer', description: 'The HTTP status it is sent with.' },
    message: { type: 'string', description: 'What went wrong; for a 400, which input and why.' },
  },
} as const;

/**
 * The response schema of an error answer, for the OpenAPI document: {@link errorSchema} with a
 * `description` of when it is sent and an example body.
 */
export function errorResponse(status: number, description: string, exampleMessage: string) {
  return { ...errorSchema, description, examples: [{ status, message: exampleMessage }] } as const;
}

/** Builds a v3.1 error body `{ status, message }`; `status` is the HTTP status it is sent with. */
export function apiError(status: number, message: string): ApiError {
  return { status, message };
}

/** v3.1's exact 400 body for a missing or too long `fields` list on `/all`. */
export const FIELDS_REQUIRED = apiError(400, "'fields' query not specified or you're requesting more than 10 fields");
/** v3.1's 404 body: no record matches, or no route takes the path. */
export const NOT_FOUND = apiError(404, 'Not Found');
/** 400 for a request the router cannot take for another reason than its encoding (an overlong path segment). */
export const BAD_REQUEST = apiError(400, 'Bad Request');
/** 400 for a URL, path or query, that is not valid percent-encoded UTF-8; the URL is not echoed back. */
export const BAD_ENCODING = apiError(400, 'Bad Request: the URL has malformed percent-encoding');
/** 405 for a method other than GET and HEAD on a path a route takes (sent with `Allow: GET, HEAD`). */
export const METHOD_NOT_ALLOWED = apiError(405, 'Method Not Allowed');
/** 500 body for any unexpected failure; the cause is logged, never sent. */
export const INTERNAL_ERROR = apiError(500, 'Internal Server Error');
