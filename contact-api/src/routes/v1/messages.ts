import type { ContactFieldRule, ContactMessageReceived, ContactMessageRequest, ContactValidationErrorBody } from '@worldatlas/contracts';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { SubmissionLimit, TokenTiming } from '../../config';
import { errorBody } from '../../plugins/app/errors';
import { errorSchema, messageReceivedSchema, messageRequestSchema, validationErrorSchema } from '../../schemas/message';
import type { MessageRow } from '../../store/database';
import { findMessage, type NewMessage, storeMessage } from '../../store/messages';
import { readFormToken, type TokenTimingFault, tokenTimingFault } from '../../token/form-token';

/** What the route checks submissions with. */
interface MessagesOptions {
  secret: string;
  timing: TokenTiming;
  limit: SubmissionLimit;
}

/**
 * Largest body taken, bytes: the longest valid message (5000 characters) written as JSON escapes
 * (`\ud83c\udf0d`, 6 bytes a code unit, two units for a character outside the BMP) fits, with the
 * other fields.
 */
const MESSAGE_BODY_LIMIT = 64 * 1024;

/** A 400 answer naming the token's fault. */
const tokenRefused = (rule: ContactFieldRule, message: string): ContactValidationErrorBody => ({ status: 400, message: 'Bad Request: a field is not valid', errors: [{ field: 'token', rule, message }] });

/** 400 for a token shaped right but not signed with this service's secret. */
const NOT_SIGNED = tokenRefused('signature', 'is not a form token this service issued; get a new one');
/** 400 for a token sooner than a person fills the form: the same token is taken a moment later. */
const TOO_SOON = tokenRefused('too-soon', 'was sent sooner after the form was served than a person fills it; send it again in a moment');
/** 400 for a token past its maximum age. */
const EXPIRED = tokenRefused('expired', 'has expired: the form was open too long; get a new one');

/** Why a submission was refused without being stored: the honeypot (answered as if stored), or its token's timing (answered 400). */
type RefusalReason = 'honeypot' | TokenTimingFault;

const received = (reply: FastifyReply, status: 200 | 201, id: string, receivedAt: string) => reply.code(status).send({ id, receivedAt } satisfies ContactMessageReceived);

/** The same token again: the first answer when every field is the same, 409 when one is not (it would be lost). */
function answerRepeat(reply: FastifyReply, first: MessageRow, again: NewMessage) {
  if (first.name === again.name && first.email === again.email && first.message === again.message) return received(reply, 200, first.id, first.received_at);
  return reply.code(409).send(errorBody(409, 'Conflict: this form was already sent with another message; get a new form token to send this one'));
}

/**
 * `POST /v1/messages` (`application/json`, contracts' `ContactMessageRequest`): stores a message from
 * the contact form once, and e-mails it when a relay is configured. In this order:
 * - 415 for another media type, 413 over {@link MESSAGE_BODY_LIMIT} bytes, 400 with `errors` (one per
 *   field: `{ field, rule, message, limit? }`) for a body that breaks the schema or a token this
 *   service did not sign (rule `signature`);
 * - the token's message stored before: 200 `{ id, receivedAt }` as first answered when every field
 *   is the same (double click, refresh, Back and Send again), 409 when one differs;
 * - honeypot (`website`) filled: a robot's, refused quietly, answered 201 `{ id, receivedAt }`
 *   exactly as a stored message is, but nothing is kept or sent;
 * - the token under its minimum age (or from the future) or over its maximum: 400, rule `too-soon`
 *   (send the same again a moment later) or `expired` (get a new token);
 * - 429 with `Retry-After` (s) over the per-address limit, which only submissions that would be
 *   stored spend (none of the refusals above);
 * - else stored (committed before the answer) and 201 `{ id, receivedAt }`.
 * Refusals are counted by reason in an info line; the content is never logged. Text is stored and
 * compared well formed (a lone surrogate as U+FFFD, as both databases store it). Every answer:
 * `Cache-Control: no-store`.
 */
const messagesRoute: FastifyPluginAsync<MessagesOptions> = async (app, { secret, timing, limit }) => {
  const refused: Record<RefusalReason, number> = { honeypot: 0, 'too-soon': 0, expired: 0 };
  const tooMany = (seconds: number) =>
    errorBody(429, `Too Many Requests: more than ${limit.max} messages in ${Math.round(limit.windowMs / 60_000)} minutes from one address; retry in ${seconds} s`);
  const schema = {
    body: messageRequestSchema,
    response: { 200: messageReceivedSchema, 201: messageReceivedSchema, 400: validationErrorSchema, 409: errorSchema, 413: errorSchema, 415: errorSchema, 429: errorSchema },
  };

  app.post<{ Body: ContactMessageRequest }>('/messages', { schema, bodyLimit: MESSAGE_BODY_LIMIT }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { website = '' } = request.body;
    const token = readFormToken(secret, request.body.token);
    if (!token) return reply.code(400).send(NOT_SIGNED);
    const { name, email, message } = request.body;
    const submitted: NewMessage = { id: token.submissionId, name: name.toWellFormed(), email: email.toWellFormed(), message: message.toWellFormed() };
    const { db } = app.database;
    const earlier = await findMessage(db, submitted.id);
    if (earlier) return answerRepeat(reply, earlier, submitted);

    const now = Date.now();
    const count = (reason: RefusalReason) => {
      refused[reason] += 1;
      request.log.info({ reason, refused }, 'submission refused');
    };
    if (website !== '') {
      count('honeypot');
      return received(reply, 201, submitted.id, new Date(now).toISOString());
    }

    const fault = tokenTimingFault(token, now, timing);
    if (fault) {
      count(fault);
      return reply.code(400).send(fault === 'too-soon' ? TOO_SOON : EXPIRED);
    }

    const retryAfter = await app.countSubmission(request);
    if (retryAfter !== null) return reply.code(429).header('retry-after', retryAfter).send(tooMany(retryAfter));

    const outcome = await storeMessage(db, submitted, now, app.outbox !== null);
    if (!outcome.stored) return answerRepeat(reply, outcome.existing, submitted);
    app.outbox?.wake();
    return received(reply, 201, submitted.id, outcome.receivedAt);
  });
};

export default messagesRoute;
