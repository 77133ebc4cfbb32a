import { issueFormToken, readFormToken, renewFormToken, TOKEN_PATTERN, tokenTimingFault } from './form-token';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const ISSUED = Date.UTC(2026, 10, 25, 12, 0, 0);

describe('form tokens', () => {
  it('carries the issue time and a fresh random submission id, signed', () => {
    const first = issueFormToken(SECRET, ISSUED);
    const second = issueFormToken(SECRET, ISSUED);
    expect(first.token).toMatch(new RegExp(TOKEN_PATTERN));
    expect(first.submissionId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(second.submissionId).not.toBe(first.submissionId);
    expect(readFormToken(SECRET, first.token)).toEqual({ submissionId: first.submissionId, issuedAt: ISSUED });
  });

  it('refuses a token signed with another secret, altered anywhere, or malformed', () => {
    const { token } = issueFormToken(SECRET, ISSUED);
    expect(readFormToken('another-secret-of-at-least-thirty-two-characters', token)).toBeNull();
    // An earlier issue time, to slip past the too-soon rule: the signature no longer matches.
    expect(readFormToken(SECRET, token.replace(String(ISSUED), String(ISSUED - 60_000)))).toBeNull();
    const [version, issuedAt, id = '', signature = ''] = token.split('.');
    const otherId = `${id[0] === 'A' ? 'B' : 'A'}${id.slice(1)}`;
    expect(readFormToken(SECRET, [version, issuedAt, otherId, signature].join('.'))).toBeNull();
    const otherSignature = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'AE' : 'AA'}`;
    expect(readFormToken(SECRET, [version, issuedAt, id, otherSignature].join('.'))).toBeNull();
    for (const malformed of ['', 'v1', `v2.${issuedAt}.${id}.${signature}`, `${token}.`, `${token}A`]) expect(readFormToken(SECRET, malformed)).toBeNull();
  });

  it('judges the age of a submission: too soon under the minimum, expired over the maximum, else in time', () => {
    const token = readFormToken(SECRET, issueFormToken(SECRET, ISSUED).token)!;
    const timing = { minAgeMs: 3000, maxAgeMs: 86_400_000 };
    expect(tokenTimingFault(token, ISSUED + 2999, timing)).toBe('too-soon');
    expect(tokenTimingFault(token, ISSUED - 1000, timing)).toBe('too-soon');
    expect(tokenTimingFault(token, ISSUED + 3000, timing)).toBeNull();
    expect(tokenTimingFault(token, ISSUED + 86_400_000, timing)).toBeNull();
    expect(tokenTimingFault(token, ISSUED + 86_400_001, timing)).toBe('expired');
  });

  it("renews a form's token with a new submission id and the form's issue time, while it has not expired", () => {
    const first = issueFormToken(SECRET, ISSUED);
    const renewed = renewFormToken(SECRET, first.token, ISSUED + 60_000, 86_400_000);
    expect(renewed).toMatchObject({ issuedAt: ISSUED, submissionId: expect.not.stringMatching(first.submissionId) });
    expect(readFormToken(SECRET, renewed.token)).toEqual({ issuedAt: ISSUED, submissionId: renewed.submissionId });
    expect(renewFormToken(SECRET, first.token, ISSUED + 86_400_000, 86_400_000).issuedAt).toBe(ISSUED);
  });

  it("gives a new form's token to renew an expired token, one signed with another secret, or none", () => {
    const now = ISSUED + 86_400_001;
    expect(renewFormToken(SECRET, issueFormToken(SECRET, ISSUED).token, now, 86_400_000).issuedAt).toBe(now);
    expect(renewFormToken(SECRET, issueFormToken('another-secret-of-at-least-thirty-two-characters', ISSUED).token, ISSUED + 1, 86_400_000).issuedAt).toBe(ISSUED + 1);
    expect(renewFormToken(SECRET, undefined, now, 86_400_000).issuedAt).toBe(now);
  });
});
