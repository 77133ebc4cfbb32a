import { errorSchema } from './errors';

/**
 * Response schema of the v3.1 country array. Records are pre-serialized once and sent as strings,
 * so this documents the shape; it is not on the hot path.
 */
export const countryArraySchema = {
  type: 'array',
  items: { type: 'object', additionalProperties: true },
} as const;

/** Response schemas shared by every v3.1 data route, per status. */
export const countryResponses = {
  200: countryArraySchema,
  400: errorSchema,
  404: errorSchema,
} as const;

/** `fields` query parameter: a comma-separated list of top-level field names. */
export const fieldsProperty = { type: 'string', maxLength: 1000 } as const;

/** `{name}` path text: 1 to 200 characters, no C0 or C1 control characters. */
export const pathTextProperty = { type: 'string', minLength: 1, maxLength: 200, pattern: '^[^\\u0000-\\u001F\\u007F-\\u009F]+$' } as const;
