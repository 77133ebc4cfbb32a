import type { ContactErrorBody, ContactValidationErrorBody } from '@worldatlas/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { fieldErrors } from '../../schemas/field-errors';

/** `{ status, message }`: the body of every error answer. */
export const errorBody = (status: number, message: string): ContactErrorBody => ({ status, message });

/** Node's HTTP parser's statuses for a request it cannot read, by its error's code; 400 for the rest. */
const CLIENT_ERROR_STATUS: Record<string, number> = { ERR_HTTP_REQUEST_TIMEOUT: 408, HPE_HEADER_OVERFLOW: 431 };

/**
 * Fastify's `clientErrorHandler`: answers a request Node's HTTP parser cannot read (a malformed head,
 * chunk or length; too slow; headers too large) with `{ status, message }` and closes the connection,
 * as Fastify's own handler does, but logs only the error's code, at debug: the error Node gives
 * holds the bytes read (`rawPacket`), which hold what the visitor typed.
 */
export function answerClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
  this.log.debug({ code: error.code }, 'a request could not be read');
  const body = JSON.stringify(errorBody(status, STATUS_CODES[status] ?? 'Bad Request'));
  if (socket.writable) socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${body}`);
  socket.destroy();
}

/**
 * Every error answers `{ status, message }` (contracts' `ContactErrorBody`), and never repeats what
 * the client sent (a JSON syntax error's text quotes the body):
 * - a body failing its schema: 400 with `errors`, one per field (contracts' `ContactValidationErrorBody`);
 * - a body that is not JSON: 400, its `errors` saying so as a body that is not an object would; over the route's size limit: 413; another media type than JSON: 415;
 * - other client errors (429 from the submission limit included) keep their status and message;
 * - 5xx: the text is hidden; the error is logged with the method and route, never the body.
 * Unknown paths: 404 `{"status":404,"message":"Not Found"}`.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.validation && error.validationContext === 'body') {
        const errors = fieldErrors(error.validation);
        const body: ContactValidationErrorBody = { status: 400, message: `Bad Request: ${errors.length === 1 ? 'a field is' : `${errors.length} fields are`} not valid`, errors };
        return reply.code(400).send(body);
      }
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return reply.code(413).send(errorBody(413, `Payload Too Large: the body must be at most ${request.routeOptions.bodyLimit} bytes`));
      }
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        return reply.code(415).send(errorBody(415, 'Unsupported Media Type: send application/json'));
      }
      if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
        const body: ContactValidationErrorBody = { status: 400, message: 'Bad Request: the body is not valid JSON', errors: [{ field: null, rule: 'type', message: 'the body must be a JSON object' }] };
        return reply.code(400).send(body);
      }
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error, method: request.method, route: request.routeOptions.url }, 'request failed');
        return reply.code(500).send(errorBody(500, 'Internal Server Error'));
      }
      return reply.code(status).send(errorBody(status, error.message));
    });
    app.setNotFoundHandler((_request, reply) => reply.code(404).send(errorBody(404, 'Not Found')));
  },
  { name: 'errors' },
);
