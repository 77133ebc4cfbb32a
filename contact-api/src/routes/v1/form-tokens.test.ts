import type { FormTokenResponse } from '@worldatlas/contracts';
import { DATABASE_KINDS } from '../../../test/databases';
import { SECRET, useTestApp } from '../../../test/helper';
import { readFormToken } from '../../token/form-token';

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

  it('takes no body but JSON: a form post is answered 415', async () => {
    const response = await app().inject({ method: 'POST', url: '/v1/form-tokens', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=b' });
    expect(response.statusCode).toBe(415);
  });
});
