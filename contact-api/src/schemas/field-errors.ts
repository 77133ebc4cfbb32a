import type { ContactField, ContactFieldError, ContactFieldRule } from '@worldatlas/contracts';
import type { FastifySchemaValidationError } from 'fastify';
import { TOKEN_PATTERN } from '../token/form-token';
import { MESSAGE_CHARACTERS, NAME_CHARACTERS, VISIBLE } from './message';

/** The form's fields in the order it shows them: errors are listed that way. */
const FIELD_ORDER: Array<ContactField | null> = [null, 'name', 'email', 'message', 'token', 'website'];

/** When a field breaks several rules, the one to tell first: what to fix before the rest matters. */
const RULE_ORDER: ContactFieldRule[] = ['unknown', 'required', 'type', 'minLength', 'visible', 'maxLength', 'characters', 'format', 'signature'];

/** Ajv's pattern and the rule it stands for. */
const PATTERN_RULES: Record<string, { rule: ContactFieldRule; message: string }> = {
  [VISIBLE]: { rule: 'visible', message: 'must contain a visible character' },
  [NAME_CHARACTERS]: { rule: 'characters', message: 'must not contain control characters' },
  [MESSAGE_CHARACTERS]: { rule: 'characters', message: 'must not contain control characters other than tabs and line breaks' },
  [TOKEN_PATTERN]: { rule: 'format', message: 'must be a form token from POST /v1/form-tokens' },
};

/** One Ajv error of the body as a field error, or null for errors that only repeat another. */
function toFieldError(error: FastifySchemaValidationError): ContactFieldError | null {
  const { params } = error;
  const field = (error.instancePath.split('/')[1] || null) as ContactField | null;
  const limit = typeof params.limit === 'number' ? params.limit : undefined;
  switch (error.keyword) {
    case 'required':
      return { field: params.missingProperty as ContactField, rule: 'required', message: 'is required' };
    case 'additionalProperties':
      return { field: params.additionalProperty as ContactField, rule: 'unknown', message: 'is not a field of this form' };
    case 'type':
      return { field, rule: 'type', message: field === null ? 'the body must be a JSON object' : 'must be a string' };
    case 'minLength':
      return { field, rule: 'minLength', message: limit === 1 ? 'must not be empty' : `must be at least ${limit} characters`, limit };
    case 'maxLength':
      return { field, rule: 'maxLength', message: `must be at most ${limit} characters`, limit };
    case 'format':
      return { field, rule: 'format', message: 'must be a valid e-mail address' };
    case 'pattern': {
      const known = PATTERN_RULES[String(params.pattern)];
      return known ? { field, ...known } : { field, rule: 'format', message: 'is not in the expected form' };
    }
    default:
      // allOf and the like restate the errors of their parts.
      return null;
  }
}

/**
 * The field errors of `POST /v1/messages`' body from Ajv's errors (all of them: the app validates
 * with `allErrors`): one per field, the rule to fix first, fields in the form's order.
 * @returns contracts' `ContactFieldError`s; the body as a whole (not an object) has field null
 */
export function fieldErrors(errors: FastifySchemaValidationError[]): ContactFieldError[] {
  const byField = new Map<ContactField | null, ContactFieldError>();
  for (const error of errors.map(toFieldError)) {
    if (!error) continue;
    const known = byField.get(error.field);
    if (!known || RULE_ORDER.indexOf(error.rule) < RULE_ORDER.indexOf(known.rule)) byField.set(error.field, error);
  }
  const position = (field: ContactField | null) => (FIELD_ORDER.includes(field) ? FIELD_ORDER.indexOf(field) : FIELD_ORDER.length);
  return [...byField.values()].sort((a, b) => position(a.field) - position(b.field));
}
