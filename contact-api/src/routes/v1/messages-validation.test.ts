import type { ContactErrorBody, ContactValidationErrorBody } from '@worldatlas/contracts';
import { DATABASE_KINDS } from '../../../test/databases';
import { aMessage, newToken, submit, useTestApp } from '../../../test/helper';
import { listMessages } from '../../store/messages';

describe.each(DATABASE_KINDS)('POST /v1/messages: what it refuses [%s]', (kind) => {
  const { app } = useTestApp(kind);
  let token = '';
  beforeAll(async () => {
    token = await newToken(app());
  });
  afterEach(async () => {
    // Nothing refused is ever stored.
    expect(await listMessages(app().database.db)).toEqual([]);
  });

  /** The field errors of a 400 answer. */
  const errorsOf = async (body: unknown) => {
    const response = await submit(app(), body);
    expect(response.statusCode).toBe(400);
    return response.json<ContactValidationErrorBody>().errors;
  };

  it.each([
    ['an empty name', { name: '' }, { field: 'name', rule: 'minLength', message: 'must not be empty', limit: 1 }],
    ['a name of spaces', { name: '   ' }, { field: 'name', rule: 'visible', message: 'must contain a visible character' }],
    ['a name of 101 characters', { name: 'é'.repeat(101) }, { field: 'name', rule: 'maxLength', message: 'must be at most 100 characters', limit: 100 }],
    ['a name with a line break', { name: 'Alice\r\nBcc: x@example.org' }, { field: 'name', rule: 'characters', message: 'must not contain control characters' }],
    ['an address without @', { email: 'alice.example.org' }, { field: 'email', rule: 'format', message: 'must be a valid e-mail address' }],
    ['an address of 255 characters', { email: `${'a'.repeat(64)}@${'b'.repeat(180)}.example.org` }, { field: 'email', rule: 'maxLength', message: 'must be at most 254 characters', limit: 254 }],
    ['an empty message', { message: '' }, { field: 'message', rule: 'minLength', message: 'must not be empty', limit: 1 }],
    ['a message of line breaks', { message: '\n\n \t' }, { field: 'message', rule: 'visible', message: 'must contain a visible character' }],
    ['a message of 5001 characters', { message: '🌍'.repeat(5001) }, { field: 'message', rule: 'maxLength', message: 'must be at most 5000 characters', limit: 5000 }],
    ['a message with a NUL', { message: 'Hello\u0000there' }, { field: 'message', rule: 'characters', message: 'must not contain control characters other than tabs and line breaks' }],
    ['a name that is a number', { name: 42 }, { field: 'name', rule: 'type', message: 'must be a string' }],
    ['a token that is not one', { token: 'abc' }, { field: 'token', rule: 'format', message: 'must be a form token from POST /v1/form-tokens' }],
  ])('400 for %s, naming the field and the rule', async (_case, change, error) => {
    expect(await errorsOf(aMessage(token, change as object))).toEqual([error]);
  });

  it('accepts exactly the limits: 100-character name, 254-character address, 5000-character message (code points)', async () => {
    const response = await submit(app(), aMessage('not checked', { name: '🌍'.repeat(100), email: `${'a'.repeat(64)}@${'b'.repeat(177)}.example.org`, message: '🌍'.repeat(5000) }));
    // Only the token is wrong: the three fields at their limits pass.
    expect(response.json<ContactValidationErrorBody>().errors.map((error) => error.field)).toEqual(['token']);
  });

  it('lists every failing field at once, one rule each, in the form’s order, unknown fields named', async () => {
    const errors = await errorsOf({ message: '', email: 'nope', name: ' ', token, phone: '+44 20' });
    expect(errors.map(({ field, rule }) => ({ field, rule }))).toEqual([
      { field: 'name', rule: 'visible' },
      { field: 'email', rule: 'format' },
      { field: 'message', rule: 'minLength' },
      { field: 'phone', rule: 'unknown' },
    ]);
  });

  it('names each missing field, and a body that is not an object', async () => {
    expect(await errorsOf({})).toEqual(['name', 'email', 'message', 'token'].map((field) => ({ field, rule: 'required', message: 'is required' })));
    expect(await errorsOf(['Alice'])).toEqual([{ field: null, rule: 'type', message: 'the body must be a JSON object' }]);
  });

  it('400 for a body that is not JSON, without repeating it', async () => {
    const response = await app().inject({ method: 'POST', url: '/v1/messages', headers: { 'content-type': 'application/json' }, payload: '{"name": "Alice Secret", ' });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('Secret');
    expect(response.json()).toEqual({ status: 400, message: 'Bad Request: the body is not valid JSON', errors: [{ field: null, rule: 'type', message: 'the body must be a JSON object' }] });
    const empty = await app().inject({ method: 'POST', url: '/v1/messages', headers: { 'content-type': 'application/json' }, payload: '' });
    expect([empty.statusCode, empty.json<ContactErrorBody>().message]).toEqual([400, 'Bad Request: the body is not valid JSON']);
  });

  it.each([
    ['a form post', 'application/x-www-form-urlencoded', 'name=Alice&email=alice%40example.org&message=Hi'],
    ['text', 'text/plain', 'Hi'],
    ['multipart', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAlice\r\n--x--'],
  ])('415 for %s', async (_case, type, payload) => {
    const response = await app().inject({ method: 'POST', url: '/v1/messages', headers: { 'content-type': type }, payload });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ status: 415, message: 'Unsupported Media Type: send application/json' });
  });

  it('413 for a body over 64 KiB, before reading it as JSON', async () => {
    const response = await submit(app(), aMessage(token, { message: 'x'.repeat(70_000) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ status: 413, message: 'Payload Too Large: the body must be at most 65536 bytes' });
  });

  it('takes a 5000-character message however its JSON escapes it (within 64 KiB)', async () => {
    const escaped = JSON.stringify(aMessage('not a token', { message: '🌍'.repeat(5000) })).replace(/🌍/g, '\\ud83c\\udf0d');
    expect(escaped.length).toBeGreaterThan(60_000);
    const response = await app().inject({ method: 'POST', url: '/v1/messages', headers: { 'content-type': 'application/json' }, payload: escaped });
    // Read and validated: only the token is refused.
    expect(response.json<ContactValidationErrorBody>().errors).toEqual([expect.objectContaining({ field: 'token', rule: 'format' })]);
  });

  it('404 for other paths, 404 for GET on the messages (no one reads them over HTTP)', async () => {
    for (const url of ['/v1/message', '/messages']) expect((await app().inject({ method: 'POST', url })).json()).toEqual({ status: 404, message: 'Not Found' });
    expect((await app().inject({ method: 'GET', url: '/v1/messages' })).statusCode).toBe(404);
  });
});
