import type { ContactMessageReceived, ContactMessageRequest, ContactValidationErrorBody } from '@worldatlas/contracts';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { SubmissionLimit, TokenTiming } from '../../config';
import { errorBody } from '../../plugins/app/errors';
import { errorSchema, messageReceivedSchema, messageRequestSchema, validationErrorSchema } from '../../schemas/message';
import type { MessageRow } from '../../store/database';
import { findMessage, type NewMessage, storeMessage } from '../../store/messages';
import { readFormToken, tokenTimingFault } from '../../token/form-token';

/** What the route checks submissions with. */
export interface MessagesOptions {
  secret: string;
  timing: TokenTiming;
  limit: SubmissionLimit;
}

/**
 * Largest body taken, bytes: the longest valid message (5000 characters) written as JSON escapes
 * (`\ud83c\udf0d`, 6 bytes a code unit, two units for a character outside the BMP) fits, with the
 * other fields.
 */
export const MESSAGE_BODY_LIMIT = 64 * 1024;

/** 400 for a token shaped right but not signed with this service's secret. */
const NOT_SIGNED: ContactValidationErrorBody = {
  status: 400,
  message: 'Bad Request: a field is not valid',
  errors: [{ field: 'token', rule: 'signature', message: 'is not a form token this service issued; get a new one' }],
};

/** Why a submission was refused quietly. */
type QuietReason = 'honeypot' | 'too-fast' | 'too-old';

const received = (reply: FastifyReply, status: 200 | 201, id: string, receivedAt: string) => reply.code(status).send({ id, receivedAt } satisfies ContactMessageReceived);

/** The same token again: the first answer when the content is the same, 409 when it is not (it would be lost). */
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
 * - the token's message stored before: 200 `{ id, receivedAt }` as first answered when the content is
 *   the same (double click, refresh, Back and Send again), 409 when it differs;
 * - 429 with `Retry-After` (s) over the per-address limit;
 * - honeypot (`website`) filled, or the token under its minimum or over its maximum age: refused
 *   quietly, answered 201 `{ id, receivedAt }` exactly as a stored message is, but nothing is kept
 *   or sent; a counter per reason is logged, never the content;
 * - else stored (committed before the answer) and 201 `{ id, receivedAt }`.
 * The content is never logged. Every answer: `Cache-Control: no-store`.
 */
const messagesRoute: FastifyPluginAsync<MessagesOptions> = async (app, { secret, timing, limit }) => {
  const refusedQuietly: Record<QuietReason, number> = { honeypot: 0, 'too-fast': 0, 'too-old': 0 };
  const tooMany = (seconds: number) =>
    errorBody(429, `Too Many Requests: more than ${limit.max} messages in ${Math.round(limit.windowMs / 60_000)} minutes from one address; retry in ${seconds} s`);
  const schema = {
    body: messageRequestSchema,
    response: { 200: messageReceivedSchema, 201: messageReceivedSchema, 400: validationErrorSchema, 409: errorSchema, 413: errorSchema, 415: errorSchema, 429: errorSchema },
  };

  app.post<{ Body: ContactMessageRequest }>('/messages', { schema, bodyLimit: MESSAGE_BODY_LIMIT }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { name, email, message, website = '' } = request.body;
    const token = readFormToken(secret, request.body.token);
    if (!token) return reply.code(400).send(NOT_SIGNED);
    const submitted: NewMessage = { id: token.submissionId, name, email, message };
    const { db } = app.database;
    const earlier = await findMessage(db, submitted.id);
    if (earlier) return answerRepeat(reply, earlier, submitted);

    const retryAfter = await app.countSubmission(request);
    if (retryAfter !== null) return reply.code(429).header('retry-after', retryAfter).send(tooMany(retryAfter));

    const now = Date.now();
    const quietReason: QuietReason | null = website !== '' ? 'honeypot' : tokenTimingFault(token, now, timing);
    if (quietReason) {
      refusedQuietly[quietReason] += 1;
      request.log.info({ reason: quietReason, refusedQuietly }, 'submission refused quietly');
      return received(reply, 201, submitted.id, new Date(now).toISOString());
    }

    const outcome = await storeMessage(db, submitted, now, app.outbox !== null);
    if (!outcome.stored) return answerRepeat(reply, outcome.existing, submitted);
    app.outbox?.wake();
    return received(reply, 201, submitted.id, outcome.receivedAt);
  });
};

export default messagesRoute;
