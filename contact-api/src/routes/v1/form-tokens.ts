import type { FormTokenResponse } from '@worldatlas/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { TokenTiming } from '../../config';
import { formTokenSchema } from '../../schemas/message';
import { issueFormToken } from '../../token/form-token';

/** What the route signs with and how long its tokens last. */
export interface FormTokenOptions {
  secret: string;
  timing: TokenTiming;
}

/**
 * `POST /v1/form-tokens` (no body) → 201 `{ token, expiresAt }` (contracts' `FormTokenResponse`):
 * a new form token for the contact form to carry, signed, holding the issue time and a new
 * submission id. `expiresAt` (ISO 8601) is when a message sent with it starts to be refused
 * quietly; the form should get a new one before. Nothing is stored. `Cache-Control: no-store`.
 */
const formTokensRoute: FastifyPluginAsync<FormTokenOptions> = async (app, { secret, timing }) => {
  app.post('/form-tokens', { schema: { response: { 201: formTokenSchema } } }, async (_request, reply) => {
    const now = Date.now();
    const { token } = issueFormToken(secret, now);
    const body: FormTokenResponse = { token, expiresAt: new Date(now + timing.maxAgeMs).toISOString() };
    return reply.code(201).header('cache-control', 'no-store').send(body);
  });
};

export default formTokensRoute;
