import { CONTACT_HONEYPOT_FIELD, CONTACT_LIMITS } from '@worldatlas/contracts';
import { TOKEN_PATTERN } from '../token/form-token';

/** At least one character that is not white space (searched, not anchored: linear in the text's length). */
export const VISIBLE = '\\S';
/** No control character at all (a name goes into an e-mail's Subject and Reply-To). */
export const NAME_CHARACTERS = '^[^\\p{Cc}]*$';
/** No control character but tab, line feed and carriage return (PostgreSQL cannot store NUL). */
export const MESSAGE_CHARACTERS = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$';

/**
 * JSON schema of `POST /v1/messages`' body (contracts' `ContactMessageRequest`). Lengths count
 * characters (code points), as Ajv does. Each pattern is a search linear in the text's length: the
 * body can be 64 KiB and every rule is checked (allErrors).
 */
export const messageRequestSchema = {
  type: 'object',
  required: ['name', 'email', 'message', 'token'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: CONTACT_LIMITS.nameMaxLength, allOf: [{ pattern: VISIBLE }, { pattern: NAME_CHARACTERS }] },
    email: { type: 'string', maxLength: CONTACT_LIMITS.emailMaxLength, format: 'email' },
    message: { type: 'string', minLength: 1, maxLength: CONTACT_LIMITS.messageMaxLength, allOf: [{ pattern: VISIBLE }, { pattern: MESSAGE_CHARACTERS }] },
    token: { type: 'string', pattern: TOKEN_PATTERN },
    [CONTACT_HONEYPOT_FIELD]: { type: 'string' },
  },
} as const;

/** `{ id, receivedAt }` (contracts' `ContactMessageReceived`). */
export const messageReceivedSchema = {
  type: 'object',
  required: ['id', 'receivedAt'],
  properties: { id: { type: 'string' }, receivedAt: { type: 'string', format: 'date-time' } },
} as const;

/**
 * `POST /v1/form-tokens`' optional body (contracts' `FormTokenRenewal`): the token to renew, checked
 * as a token only after (a token that is not one gives a new form's).
 */
export const formTokenRenewalSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { renew: { type: 'string', maxLength: 200 } },
} as const;

/** `{ token, expiresAt }` (contracts' `FormTokenResponse`). */
export const formTokenSchema = {
  type: 'object',
  required: ['token', 'expiresAt'],
  properties: { token: { type: 'string' }, expiresAt: { type: 'string', format: 'date-time' } },
} as const;

/** `{ status, message }`: every error answer. */
export const errorSchema = {
  type: 'object',
  required: ['status', 'message'],
  properties: { status: { type: 'integer' }, message: { type: 'string' } },
} as const;

/**
 * 400 of `POST /v1/messages` (contracts' `ContactValidationErrorBody`). `errors` is not required here
 * only so that a 400 of the HTTP layer (a Content-Length that does not match) is still sent as
 * `{ status, message }` rather than failing to serialize.
 */
export const validationErrorSchema = {
  type: 'object',
  required: ['status', 'message'],
  properties: {
    status: { type: 'integer' },
    message: { type: 'string' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'rule', 'message'],
        properties: { field: { type: ['string', 'null'] }, rule: { type: 'string' }, message: { type: 'string' }, limit: { type: 'integer' } },
      },
    },
  },
} as const;
