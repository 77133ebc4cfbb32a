import type { FormTokenRenewal, FormTokenResponse } from '@worldatlas/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { TokenTiming } from '../../config';
import { errorSchema, formTokenRenewalSchema, formTokenSchema, validationErrorSchema } from '../../schemas/message';
import { renewFormToken } from '../../token/form-token';

/** What the route signs with and how long its tokens last. */
interface FormTokenOptions {
  secret: string;
  timing: TokenTiming;
}

/**
 * `POST /v1/form-tokens` → 201 `{ token, expiresAt }` (contracts' `FormTokenResponse`): a new form
 * token for the contact form to carry, signed, holding its issue time and a new submission id.
 * Without a body, a new form's (issued now); with `{ "renew": "<token>" }` (contracts'
 * `FormTokenRenewal`, JSON), the issue time of that token when this service signed it and it has not
 * expired (the form has been open since then), else now. `expiresAt` (ISO 8601) is when a message
 * sent with it starts to be refused (400, rule `expired`); the form should get a new one before.
 * Nothing is stored. 400 for a body of another shape, 415 for another media type. `Cache-Control: no-store`.
 */
const formTokensRoute: FastifyPluginAsync<FormTokenOptions> = async (app, { secret, timing }) => {
  // Checked only when a body comes (JSON): the render server asks for a new form's token without one.
  const schema = { body: { content: { 'application/json': { schema: formTokenRenewalSchema } } }, response: { 201: formTokenSchema, 400: validationErrorSchema, 415: errorSchema } };
  app.post<{ Body: FormTokenRenewal | undefined }>('/form-tokens', { schema }, async (request, reply) => {
    const { token, issuedAt } = renewFormToken(secret, request.body?.renew, Date.now(), timing.maxAgeMs);
    const body: FormTokenResponse = { token, expiresAt: new Date(issuedAt + timing.maxAgeMs).toISOString() };
    return reply.code(201).header('cache-control', 'no-store').send(body);
  });
};

export default formTokensRoute;
