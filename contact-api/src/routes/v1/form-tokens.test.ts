import type { ContactValidationErrorBody, FormTokenResponse } from '@worldatlas/contracts';
import { DATABASE_KINDS } from '../../../test/databases';
import { SECRET, useTestApp } from '../../../test/helper';
import { issueFormToken, readFormToken } from '../../token/form-token';

const DAY_MS = 86_400_000;

describe.each(DATABASE_KINDS)('POST /v1/form-tokens [%s]', (kind) => {
  const { app } = useTestApp(kind, { tokenTiming: { minAgeMs: 3000, maxAgeMs: 86_400_000 } });

  it('answers 201 with a new signed token and the time it stops being taken, never cached', async () => {
    const before = Date.now();
    const response = await app().inject({ method: 'POST', url: '/v1/form-tokens' });
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { token, expiresAt } = response.json<FormTokenResponse>();
    const read = readFormToken(SECRET, token);
    expect(read?.issuedAt).toBeGreaterThanOrEqual(before);
    expect(Date.parse(expiresAt)).toBe((read?.issuedAt ?? 0) + 86_400_000);
  });

  it('gives every form its own submission id', async () => {
    const tokens = await Promise.all(Array.from({ length: 20 }, () => app().inject({ method: 'POST', url: '/v1/form-tokens' })));
    const ids = tokens.map((response) => readFormToken(SECRET, response.json<FormTokenResponse>().token)?.submissionId);
    expect(new Set(ids).size).toBe(20);
  });

  /** `POST /v1/form-tokens` with `body` as JSON. */
  const renew = (body: unknown) => app().inject({ method: 'POST', url: '/v1/form-tokens', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });

  it("renews a form's token: a new submission id, the form's issue time kept, and when it expires", async () => {
    const issuedAt = Date.now() - 3_600_000;
    const first = issueFormToken(SECRET, issuedAt);
    const response = await renew({ renew: first.token });
    expect([response.statusCode, response.headers['cache-control']]).toEqual([201, 'no-store']);
    const { token, expiresAt } = response.json<FormTokenResponse>();
    const read = readFormToken(SECRET, token);
    expect(read).toEqual({ issuedAt, submissionId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) });
    expect(read?.submissionId).not.toBe(first.submissionId);
    expect(expiresAt).toBe(new Date(issuedAt + DAY_MS).toISOString());
  });

  it("gives a new form's token for an expired token, one it did not sign, one that is not a token, or no token", async () => {
    const expired = issueFormToken(SECRET, Date.now() - DAY_MS - 1000).token;
    const foreign = issueFormToken('another-secret-of-at-least-thirty-two-characters', Date.now() - 60_000).token;
    for (const body of [{ renew: expired }, { renew: foreign }, { renew: 'v1.nothing' }, {}]) {
      const before = Date.now();
      const response = await renew(body);
      expect(response.statusCode).toBe(201);
      expect(readFormToken(SECRET, response.json<FormTokenResponse>().token)?.issuedAt).toBeGreaterThanOrEqual(before);
    }
  });

  it('answers 400 for a body of another shape, naming the field', async () => {
    const wrongType = await renew({ renew: 42 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json<ContactValidationErrorBody>().errors).toEqual([{ field: 'renew', rule: 'type', message: 'must be a string' }]);
    const unknown = await renew({ renew: 'v1.x', name: 'Alice' });
    expect(unknown.json<ContactValidationErrorBody>().errors).toEqual([expect.objectContaining({ field: 'name', rule: 'unknown' })]);
    expect((await renew(['v1.x'])).statusCode).toBe(400);
  });

  it('takes no body but JSON: a form post is answered 415', async () => {
    const response = await app().inject({ method: 'POST', url: '/v1/form-tokens', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=b' });
    expect(response.statusCode).toBe(415);
  });
});
