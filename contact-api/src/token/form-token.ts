import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What a form token says once its signature is checked. */
export interface FormToken {
  /** The submission's id (22 base64url characters: 16 random bytes), which its stored message keeps. */
  submissionId: string;
  /** When the token was issued, ms since the epoch (the service's clock). */
  issuedAt: number;
}

/** `v1.<issued at, ms>.<submission id>.<HMAC-SHA256 of the three before, base64url>`. */
const TOKEN = /^v1\.(\d{13})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/** JSON schema `pattern` of a well-formed token, for the request schema (the signature is checked after). */
export const TOKEN_PATTERN = TOKEN.source;

const mac = (secret: string, issuedAt: string, submissionId: string) => createHmac('sha256', secret).update(`v1.${issuedAt}.${submissionId}`).digest();

/**
 * Issues a form token for a new submission: a random submission id and the issue time, signed with
 * `secret` (HMAC-SHA256), so the service can later trust both without keeping any state.
 * @param now the issue time, ms since the epoch
 * @returns the token text (91 characters, URL- and form-safe) and what it holds
 */
export function issueFormToken(secret: string, now: number): FormToken & { token: string } {
  const submissionId = randomBytes(16).toString('base64url');
  const issuedAt = String(now).padStart(13, '0');
  return { token: `v1.${issuedAt}.${submissionId}.${mac(secret, issuedAt, submissionId).toString('base64url')}`, submissionId, issuedAt: now };
}

/**
 * A token for the next message of a form already served: a new submission id, the issue time of
 * `previous` when it is a token signed with `secret` that has not expired at `now` (the form has been
 * open since then), else `now` (a new form's).
 * @param now ms since the epoch; `maxAgeMs` as {@link tokenTimingFault} takes it
 */
export function renewFormToken(secret: string, previous: string | undefined, now: number, maxAgeMs: number): FormToken & { token: string } {
  const read = previous === undefined ? null : readFormToken(secret, previous);
  return issueFormToken(secret, read && now - read.issuedAt <= maxAgeMs ? read.issuedAt : now);
}

/**
 * Reads a token {@link issueFormToken} made with the same `secret`.
 * @returns what it holds, or null when it is malformed or its signature does not match (forged,
 *   altered, or signed with another secret)
 */
export function readFormToken(secret: string, token: string): FormToken | null {
  const parts = TOKEN.exec(token);
  if (!parts) return null;
  const [, issuedAt = '', submissionId = '', signature = ''] = parts;
  // Compared as text: base64url has several spellings of the same last bits, and the token has one.
  const expected = Buffer.from(mac(secret, issuedAt, submissionId).toString('base64url'));
  if (!timingSafeEqual(Buffer.from(signature), expected)) return null;
  return { submissionId, issuedAt: Number(issuedAt) };
}

/** Why a submission with a genuine token is still refused: sent too soon or too late after the form was served. */
export type TokenTimingFault = 'too-soon' | 'expired';

/**
 * Judges a token's age at `now` (ms) against the form's timing rules.
 * @returns null when the submission came in time; `too-soon` under `minAgeMs` (sooner than a person
 *   fills the form; a token from the future counts as too soon too), `expired` over `maxAgeMs`
 */
export function tokenTimingFault(token: FormToken, now: number, timing: { minAgeMs: number; maxAgeMs: number }): TokenTimingFault | null {
  const age = now - token.issuedAt;
  if (age < timing.minAgeMs) return 'too-soon';
  if (age > timing.maxAgeMs) return 'expired';
  return null;
}
