import type { ApiError } from '@worldatlas/contracts';

/** JSON schema of the v3.1 error body `{"status":404,"message":"Not Found"}`. */
export const errorSchema = {
  $id: 'ApiError',
  type: 'object',
  required: ['status', 'message'],
  properties: {
    status: { type: 'integer' },
    message: { type: 'string' },
  },
} as const;

/** Builds a v3.1 error body. */
export function apiError(status: number, message: string): ApiError {
  return { status, message };
}

/** v3.1's exact 400 body for a missing or too long `fields` list on `/all`. */
export const FIELDS_REQUIRED = apiError(400, "'fields' query not specified or you're requesting more than 10 fields");
export const NOT_FOUND = apiError(404, 'Not Found');
/** 400 for a request the router cannot take (other than malformed encoding). */
export const BAD_REQUEST = apiError(400, 'Bad Request');
/** 400 for a URL, path or query, that is not valid percent-encoded UTF-8; the URL is not echoed back. */
export const BAD_ENCODING = apiError(400, 'Bad Request: the URL has malformed percent-encoding');
export const METHOD_NOT_ALLOWED = apiError(405, 'Method Not Allowed');
export const INTERNAL_ERROR = apiError(500, 'Internal Server Error');
