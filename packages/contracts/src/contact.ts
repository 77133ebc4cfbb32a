/**
 * The contact service's HTTP contract (contact-api): what the contact form's server-side action
 * sends and gets back. Only the render server calls the service; browsers never do.
 */

/** The limits the service checks, in characters (Unicode code points); the form can mirror them as `maxLength`. */
export const CONTACT_LIMITS = { nameMaxLength: 100, emailMaxLength: 254, messageMaxLength: 5000 } as const;

/** Name of the honeypot field: hidden from people, left empty by them, filled by robots. */
export const CONTACT_HONEYPOT_FIELD = 'website';

/**
 * `POST /v1/form-tokens` → 201: the token the form carries, both its submission (idempotency) token
 * and its time token. Asked for with {@link FormTokenRenewal} (a form already served), the new token
 * keeps that form's issue time; asked for without a body, it is a new form's.
 */
export interface FormTokenResponse {
  /** Opaque, signed; about 90 URL-safe characters. Send it back unchanged with the message. */
  token: string;
  /**
   * ISO 8601: from then on a message sent with the token is refused (400, rule `expired`); get a new
   * token before.
   */
  expiresAt: string;
}

/**
 * `POST /v1/form-tokens` optional request body (`Content-Type: application/json`): a new token for a
 * form already served, whose token was used for another message (409). When `renew` is a token the
 * service signed and has not expired, the new token (a new submission id) keeps its issue time: the
 * form has been open since then. Otherwise the new token is a new form's.
 */
export interface FormTokenRenewal {
  /** The form's current token. */
  renew: string;
}

/** `POST /v1/messages` request body (`Content-Type: application/json`); no other field is accepted. */
export interface ContactMessageRequest {
  /** 1–100 characters, at least one visible, no control characters. */
  name: string;
  /** A valid e-mail address, at most 254 characters. */
  email: string;
  /** 1–5000 characters, at least one visible; tabs and line breaks allowed, other control characters not. */
  message: string;
  /** The form's token from `POST /v1/form-tokens`. */
  token: string;
  /** The honeypot field, empty (or left out) when a person sent the form. */
  website?: string;
}

/**
 * `POST /v1/messages` → 201 (stored now) or 200 (the same token and content sent again: the first
 * answer's id and time, nothing stored twice). Only a robot's message (the honeypot filled) gets this
 * same 201 answer without being stored; a message sent too soon or too late after its token is
 * answered 400 (rules `too-soon`, `expired`), so a person is told to send it again.
 */
export interface ContactMessageReceived {
  /** The message's reference (the token's submission id). */
  id: string;
  /** ISO 8601: when the message was stored. */
  receivedAt: string;
}

/** A field of {@link ContactMessageRequest}, as named in validation errors. */
export type ContactField = keyof ContactMessageRequest;

/** Why a field was refused. */
export type ContactFieldRule =
  | 'required'
  | 'type'
  | 'minLength'
  | 'maxLength'
  /** `email`: not an e-mail address; `token`: not shaped as a form token. */
  | 'format'
  /** Nothing but spaces. */
  | 'visible'
  /** Control characters. */
  | 'characters'
  /** A field the service does not take. */
  | 'unknown'
  /** `token`: not signed by this service (altered, forged, or made with another secret). */
  | 'signature'
  /**
   * `token`: sent sooner after the form was served than a person could fill it (3 s), or from a
   * clock ahead: the token can be sent again a moment later, unchanged.
   */
  | 'too-soon'
  /** `token`: the form was served too long ago (a day): get a new token. */
  | 'expired';

/** One refused field: which, by what rule, and a sentence to show beside it. */
export interface ContactFieldError {
  /** The field; null when the body as a whole is wrong (not a JSON object). */
  field: ContactField | null;
  rule: ContactFieldRule;
  /** E.g. "must be at most 100 characters". */
  message: string;
  /** The rule's number, for minLength and maxLength. */
  limit?: number;
}

/** An error answer: `{ status, message }`, the HTTP status repeated and a sentence. */
export interface ContactErrorBody {
  status: number;
  message: string;
}

/** 400 from `POST /v1/messages`: every refused field (an unknown field named too). */
export interface ContactValidationErrorBody extends ContactErrorBody {
  status: 400;
  errors: ContactFieldError[];
}
