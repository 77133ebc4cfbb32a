import { CONTACT_HONEYPOT_FIELD, type ContactFieldError, type ContactMessageRequest, type FormTokenRenewal, type FormTokenResponse } from '@worldatlas/contracts';
import { intlFor, type ContactIntl } from '../../i18n';
import type { ContactFormField, ContactMessage } from './ContactForm';
import { fieldRefusal, REFUSALS } from './refusals';

/** Where the contact service is and how to reach it: a route's context (`RouteContext`'s parts). */
export interface ContactService {
  /** The contact service's base URL (`services.contact`). */
  baseUrl: string;
  /** The page's `fetch`: aborted at the page's time limit. */
  fetch: typeof fetch;
  /** The visitor's address, sent on so the service counts each visitor's messages apart. */
  visitorAddress: string;
}

/**
 * The token the form shown again carries: the one it posted while that can still be sent (it was
 * not used), a renewal of it (`renew`: used for another message; the form's issue time kept), or a
 * new form's (`new`: refused as not signed, expired, or empty).
 */
export type NextToken = 'keep' | 'renew' | 'new';

/** What became of a message the form posted. */
export type SendOutcome =
  | { received: true }
  | { received: false; status: number; values: ContactMessage; errors?: Partial<Record<ContactFormField, string>>; problem?: string; retryAfter?: string; nextToken: NextToken };

/** A form token as the page carries it: the token, and when it expires (ms since the epoch, as text). */
export interface PageToken {
  token: string;
  expiresAt?: string;
}

/** The form's fields as the service names them. */
const SERVICE_FIELD: Record<string, ContactFormField> = { name: 'userName', email: 'Email', message: 'message' };

/** `form`'s text field `name`, '' when missing or a file. */
const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * Asks the contact service for a form token (`POST /v1/form-tokens`): a new form's, or, with
 * `renew` (the form's current token), one for the form's next message that keeps its issue time
 * while `renew` has not expired.
 * @returns the token and when it expires (ms since the epoch, as text: the page writes it as it is)
 * @throws Error when the service cannot be reached or does not answer 201.
 */
export async function formToken({ baseUrl, fetch }: Pick<ContactService, 'baseUrl' | 'fetch'>, renew?: string): Promise<Required<PageToken>> {
  const body: FormTokenRenewal | undefined = renew === undefined ? undefined : { renew };
  const response = await fetch(`${baseUrl}/v1/form-tokens`, { method: 'POST', ...(body && { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }) });
  if (response.status !== 201) throw new Error(`The contact service answered ${response.status} for a form token`);
  const { token, expiresAt } = (await response.json()) as FormTokenResponse;
  return { token, expiresAt: String(Date.parse(expiresAt)) };
}

/**
 * The outcome of a 400: each refused field's sentence, or why the token was refused (sent too soon,
 * the page had none, or too old: expired, or signed with a secret since changed), in `intl`'s
 * language, and which token the form gets.
 */
async function refused(response: Response, token: string, values: ContactMessage, intl: ContactIntl): Promise<SendOutcome> {
  const { errors = [] } = (await response.json().catch(() => ({}))) as { errors?: ContactFieldError[] };
  const fields: Partial<Record<ContactFormField, string>> = {};
  for (const error of errors) {
    const field = error.field ? SERVICE_FIELD[error.field] : undefined;
    if (field && !fields[field]) fields[field] = fieldRefusal(intl, error);
  }
  const tokenRule = errors.find((error) => error.field === 'token')?.rule;
  // A token sent too soon is taken a moment later; one refused otherwise is no use.
  const nextToken: NextToken = tokenRule === undefined || tokenRule === 'too-soon' ? 'keep' : 'new';
  const problem =
    Object.keys(fields).length > 0 ? undefined
    : token === '' ? intl.formatMessage(REFUSALS.empty)
    : tokenRule === 'too-soon' ? intl.formatMessage(REFUSALS.tooSoon)
    : intl.formatMessage(REFUSALS.tooOld);
  return { received: false, status: 400, values, errors: fields, problem, nextToken };
}

/**
 * Hands the message the contact form posted (`userName`, `Email`, `message`, its `token` and the
 * honeypot) to the contact service (`POST /v1/messages`, JSON, the visitor's address in
 * `X-Forwarded-For`). Received when the service answers 201 or 200 (the same message again); else
 * what the form shows, with what was typed, and which token it carries next ({@link NextToken}):
 * 400 each refused field's reason (the token kept), or why the token was refused (sent too soon:
 * kept, send again; expired, not signed or empty: a new one, send again); 409 the form was already
 * used for another message (renewed); 429 sent too many in a short time, with `Retry-After` (kept); anything
 * else (no answer, 5xx) that it could not be sent now, 503 (kept). Every reason is this remote's
 * own sentence in `intl`'s language (English by default), never the service's text. Nothing the
 * visitor typed is logged or put in a URL.
 */
export async function sendMessage(form: FormData, service: ContactService, intl: ContactIntl = intlFor(undefined)): Promise<SendOutcome> {
  const values: ContactMessage = { userName: text(form, 'userName'), Email: text(form, 'Email'), message: text(form, 'message') };
  const body: ContactMessageRequest = { name: values.userName, email: values.Email, message: values.message, token: text(form, 'token'), website: text(form, CONTACT_HONEYPOT_FIELD) };
  const unavailable = {
    received: false,
    status: 503,
    values,
    problem: intl.formatMessage(REFUSALS.unavailable),
    retryAfter: '10',
    nextToken: 'keep',
  } as const;
  let response: Response;
  try {
    response = await service.fetch(`${service.baseUrl}/v1/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': service.visitorAddress },
      body: JSON.stringify(body),
    });
  } catch {
    return unavailable;
  }
  if (response.status === 201 || response.status === 200) return { received: true };
  if (response.status === 400) return refused(response, body.token, values, intl);
  if (response.status === 409) return { received: false, status: 409, values, problem: intl.formatMessage(REFUSALS.used), nextToken: 'renew' };
  if (response.status === 429) {
    const retryAfter = response.headers.get('retry-after') ?? '600';
    return { received: false, status: 429, values, problem: intl.formatMessage(REFUSALS.tooMany), retryAfter, nextToken: 'keep' };
  }
  return unavailable;
}

/**
 * The token the form shown again after a post carries, as {@link NextToken} says: `posted` itself,
 * its renewal, or a new form's, from the contact service.
 * @returns undefined when the service could not give one
 */
export async function nextPageToken(next: NextToken, posted: string, service: ContactService): Promise<PageToken | undefined> {
  if (next === 'keep') return { token: posted };
  return formToken(service, next === 'renew' ? posted : undefined).catch(() => undefined);
}
