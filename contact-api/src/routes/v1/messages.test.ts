import type { ContactMessageReceived, ContactValidationErrorBody } from '@worldatlas/contracts';
import { DATABASE_KINDS } from '../../../test/databases';
import { aMessage, newToken, submit, useTestApp } from '../../../test/helper';
import { listMessages } from '../../store/messages';

describe.each(DATABASE_KINDS)('POST /v1/messages [%s]', (kind) => {
  const { app, database } = useTestApp(kind);
  const stored = () => listMessages(app().database.db);

  it('stores a valid message once and answers 201 with its id and time', async () => {
    const token = await newToken(app());
    const before = Date.now();
    const response = await submit(app(), aMessage(token));
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { id, receivedAt } = response.json<ContactMessageReceived>();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Date.parse(receivedAt)).toBeGreaterThanOrEqual(before);
    expect(await stored()).toContainEqual({
      id,
      name: 'Alice Example',
      email: 'alice@example.org',
      message: 'Hello, is the population of Nepal from 2021?',
      receivedAt,
      delivery: 'not-sent',
      deliveredAt: null,
      attempts: 0,
    });
    expect(database().target.kind).toBe(kind);
  });

  it('keeps the text exactly as sent: accents, emoji, line breaks, quotes, 5000 characters', async () => {
    const text = `Olá, 你好 🌍\r\n\t"quoted" 'single' <b>not markup</b> ${'é'.repeat(4950)}`.slice(0, 5000);
    const name = 'Zoë O’Brien-Ñúñez 🌍';
    const { id } = (await submit(app(), aMessage(await newToken(app()), { name, message: text }))).json<ContactMessageReceived>();
    expect((await stored()).find((message) => message.id === id)).toMatchObject({ name, message: text });
  });

  it('answers a repeated submission (same token, same content) as the first, 200, and stores it once', async () => {
    const token = await newToken(app());
    const first = await submit(app(), aMessage(token));
    const again = await submit(app(), aMessage(token));
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json()).toEqual(first.json());
    expect((await stored()).filter((message) => message.id === first.json<ContactMessageReceived>().id)).toHaveLength(1);
  });

  it('stores a double click once: two identical submissions at the same instant get 201 and 200 with the same id', async () => {
    const token = await newToken(app());
    const answers = await Promise.all([submit(app(), aMessage(token)), submit(app(), aMessage(token)), submit(app(), aMessage(token))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect((await stored()).filter((message) => message.id === answers[0]?.json<ContactMessageReceived>().id)).toHaveLength(1);
  });

  it('answers 409 to the same token with other content, and keeps the first message as it was', async () => {
    const token = await newToken(app());
    const first = (await submit(app(), aMessage(token))).json<ContactMessageReceived>();
    const edited = await submit(app(), aMessage(token, { message: 'Edited after going Back' }));
    expect(edited.statusCode).toBe(409);
    expect(edited.json()).toEqual({ status: 409, message: 'Conflict: this form was already sent with another message; get a new form token to send this one' });
    expect((await stored()).find((message) => message.id === first.id)?.message).toBe('Hello, is the population of Nepal from 2021?');
  });

  it.each([
    ['a corrected e-mail address', { email: 'alice.corrected@example.org' }],
    ['a corrected name', { name: 'Alice Corrected' }],
  ])('answers 409 to the same token with %s, and keeps the first message as it was', async (_case, correction) => {
    const token = await newToken(app());
    const first = (await submit(app(), aMessage(token))).json<ContactMessageReceived>();
    const corrected = await submit(app(), aMessage(token, correction));
    expect(corrected.statusCode).toBe(409);
    expect((await stored()).find((message) => message.id === first.id)).toMatchObject({ name: 'Alice Example', email: 'alice@example.org', message: 'Hello, is the population of Nepal from 2021?' });
  });

  it('stores a lone surrogate as U+FFFD, as both databases keep text, and answers the identical resend 200', async () => {
    const token = await newToken(app());
    // JSON as a client with broken text sends it: a high surrogate with no low one after it.
    const payload = JSON.stringify(aMessage(token)).replace('Alice Example', 'Alice \\ud83c Example').replace('Nepal', 'Nepal \\udf0d');
    const send = () => app().inject({ method: 'POST', url: '/v1/messages', headers: { 'content-type': 'application/json' }, payload });
    const first = await send();
    expect(first.statusCode).toBe(201);
    const again = await send();
    expect([again.statusCode, again.body]).toEqual([200, first.body]);
    expect((await stored()).find((message) => message.id === first.json<ContactMessageReceived>().id)).toMatchObject({ name: 'Alice \uFFFD Example', message: 'Hello, is the population of Nepal \uFFFD from 2021?' });
  });

  it('refuses a token this service did not sign, 400 on the token field, and stores nothing', async () => {
    const count = (await stored()).length;
    const token = await newToken(app());
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const response = await submit(app(), aMessage(forged));
    expect(response.statusCode).toBe(400);
    expect(response.json<ContactValidationErrorBody>().errors).toEqual([{ field: 'token', rule: 'signature', message: 'is not a form token this service issued; get a new one' }]);
    expect(await stored()).toHaveLength(count);
  });
});
