import { CONTACT_HONEYPOT_FIELD, type ContactFieldError, type ContactMessageRequest, type FormTokenResponse } from '@worldatlas/contracts';
import type { ContactFormField, ContactMessage } from './ContactForm';

/** Where the contact service is and how to reach it: a route's context (`RouteContext`'s parts). */
export interface ContactService {
  /** The contact service's base URL (`services.contact`). */
  baseUrl: string;
  /** The page's `fetch`: aborted at the page's time limit. */
  fetch: typeof fetch;
  /** The visitor's address, sent on so the service counts each visitor's messages apart. */
  visitorAddress: string;
}

/** What became of a message the form posted. */
export type SendOutcome =
  | { received: true }
  | { received: false; status: number; values: ContactMessage; errors?: Partial<Record<ContactFormField, string>>; problem?: string; retryAfter?: string };

/** The form's fields as the service names them. */
const SERVICE_FIELD: Record<string, ContactFormField> = { name: 'userName', email: 'Email', message: 'message' };

/** A sentence for a refused field, as shown beside it: the service's own, made a sentence. */
const sentence = (error: ContactFieldError) => {
  const text = error.rule === 'format' && error.field === 'email' ? 'enter an e-mail address, like name@example.org' : error.message;
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
};

/** `form`'s text field `name`, '' when missing or a file. */
const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * Asks the contact service for a new form token (`POST /v1/form-tokens`).
 * @throws Error when the service cannot be reached or does not answer 201.
 */
export async function formToken({ baseUrl, fetch }: Pick<ContactService, 'baseUrl' | 'fetch'>): Promise<string> {
  const response = await fetch(`${baseUrl}/v1/form-tokens`, { method: 'POST' });
  if (response.status !== 201) throw new Error(`The contact service answered ${response.status} for a form token`);
  return ((await response.json()) as FormTokenResponse).token;
}

/**
 * Hands the message the contact form posted (`userName`, `Email`, `message`, its `token` and the
 * honeypot) to the contact service (`POST /v1/messages`, JSON, the visitor's address in
 * `X-Forwarded-For`). Received when the service answers 201 or 200 (the same message again); else
 * what the form shows, with what was typed: 400 each refused field's reason (a token the service
 * did not sign: the form is old, send again), 409 the form was already used for another message,
 * 429 the service's sentence and `Retry-After`, anything else (no answer, 5xx) that it could not be
 * sent now (503). Nothing the visitor typed is logged or put in a URL.
 */
export async function sendMessage(form: FormData, service: ContactService): Promise<SendOutcome> {
  const values: ContactMessage = { userName: text(form, 'userName'), Email: text(form, 'Email'), message: text(form, 'message') };
  const body: ContactMessageRequest = { name: values.userName, email: values.Email, message: values.message, token: text(form, 'token'), website: text(form, CONTACT_HONEYPOT_FIELD) };
  const unavailable = { received: false, status: 503, values, problem: 'Your message could not be sent just now: the contact service is not answering. It is still here; try again in a moment.', retryAfter: '10' } as const;
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
  if (response.status === 400) {
    const { errors = [] } = (await response.json().catch(() => ({}))) as { errors?: ContactFieldError[] };
    const fields: Partial<Record<ContactFormField, string>> = {};
    for (const error of errors) {
      const field = error.field ? SERVICE_FIELD[error.field] : undefined;
      if (field && !fields[field]) fields[field] = sentence(error);
    }
    // No field named: the token was refused. Empty, when the page could not get one (the service was down then).
    const problem =
      Object.keys(fields).length > 0 ? undefined
      : body.token === '' ? 'This form could not be prepared when the page opened. It is ready now and your message is still here: press Send again.'
      : 'This form was open too long to be sent. Your message is still here: press Send again.';
    return { received: false, status: 400, values, errors: fields, problem };
  }
  if (response.status === 409) return { received: false, status: 409, values, problem: 'This form was already used to send another message. Press Send to send this one too.' };
  if (response.status === 429) {
    return { received: false, status: 429, values, problem: 'You have sent several messages in a short time. Your message is still here: send it again in a few minutes.', retryAfter: response.headers.get('retry-after') ?? '600' };
  }
  return unavailable;
}
