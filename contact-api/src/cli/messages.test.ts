import type { StoredMessage } from '../store/messages';
import { DATABASE_KINDS, type TestDatabase, createTestDatabase } from '../../test/databases';
import { openDatabase } from '../store/database';
import { storeMessage } from '../store/messages';
import { runMessagesCommand } from './messages';

/** Runs the command on `database` as an operator would, with what it printed. */
async function run(database: TestDatabase, ...args: string[]) {
  const env = database.target.kind === 'sqlite' ? { DATA_DIR: database.target.file.replace(/\/contact\.sqlite$/, '') } : { DATABASE_URL: database.target.url };
  let out = '';
  let err = '';
  const code = await runMessagesCommand(args, env, { out: (text) => void (out += text), err: (text) => void (err += text) });
  return { code, out, err };
}

describe.each(DATABASE_KINDS)('npm run messages [%s]', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const open = await openDatabase(database.target);
    await storeMessage(open.db, { id: 'first', name: 'Alice Example', email: 'alice@example.org', message: 'Hello,\nfirst "quoted" line' }, Date.UTC(2026, 10, 1, 9), false);
    await storeMessage(open.db, { id: 'second', name: '=HYPERLINK("http://x")', email: 'bob@example.org', message: 'Second, with a comma' }, Date.UTC(2026, 10, 2, 9), false);
    await storeMessage(open.db, { id: 'third', name: 'Chloé', email: 'chloe@example.org', message: 'Troisième 🌍' }, Date.UTC(2026, 10, 3, 9), true);
    await open.close();
  });
  afterAll(() => database.drop());

  it('lists every message in full, oldest first, with its delivery', async () => {
    const { code, out } = await run(database, 'list');
    expect(code).toBe(0);
    expect(out).toBe(
      [
        '── first  received 2026-11-01T09:00:00.000Z  not e-mailed (no SMTP_URL)\nFrom: Alice Example <alice@example.org>\n\nHello,\nfirst "quoted" line\n',
        '── second  received 2026-11-02T09:00:00.000Z  not e-mailed (no SMTP_URL)\nFrom: =HYPERLINK("http://x") <bob@example.org>\n\nSecond, with a comma\n',
        '── third  received 2026-11-03T09:00:00.000Z  not e-mailed yet (0 attempts)\nFrom: Chloé <chloe@example.org>\n\nTroisième 🌍\n',
        '3 messages\n',
      ].join('\n'),
    );
    expect((await run(database, 'list', '--since', '2026-11-02', '--before', '2026-11-03')).out).toMatch(/^── second .*\n\n1 message\n$/s);
  });

  it('exports JSON that reads back as the messages', async () => {
    const { code, out } = await run(database, 'export', '--format', 'json', '--limit', '2');
    expect(code).toBe(0);
    const messages = JSON.parse(out) as StoredMessage[];
    expect(messages.map((message) => [message.id, message.name, message.message])).toEqual([
      ['first', 'Alice Example', 'Hello,\nfirst "quoted" line'],
      ['second', '=HYPERLINK("http://x")', 'Second, with a comma'],
    ]);
  });

  it('exports CSV with a header, quoted fields, and formulas kept as text', async () => {
    const { out } = await run(database, 'export', '--format', 'csv');
    expect(out.split('\r\n')).toEqual([
      'id,receivedAt,name,email,message,delivery,deliveredAt,attempts',
      'first,2026-11-01T09:00:00.000Z,Alice Example,alice@example.org,"Hello,\nfirst ""quoted"" line",not-sent,,0',
      `second,2026-11-02T09:00:00.000Z,"'=HYPERLINK(""http://x"")",bob@example.org,"Second, with a comma",not-sent,,0`,
      'third,2026-11-03T09:00:00.000Z,Chloé,chloe@example.org,Troisième 🌍,pending,,0',
      '',
    ]);
  });

  it('says what is wrong with a command, exit code 2, and touches nothing', async () => {
    expect(await run(database, 'export')).toMatchObject({ code: 2, err: expect.stringMatching(/^export needs --format json or --format csv/) });
    expect(await run(database, 'list', '--since', 'yesterday')).toMatchObject({ code: 2, err: expect.stringMatching(/^--since must be an ISO 8601 date/) });
    expect(await run(database, 'delete')).toMatchObject({ code: 2, err: expect.stringMatching(/^delete takes message ids, or --before DATE, not both/) });
    expect(await run(database, 'purge')).toMatchObject({ code: 2, err: expect.stringMatching(/^unknown command "purge"/) });
    expect(await run(database, '--help')).toMatchObject({ code: 0, out: expect.stringMatching(/^Usage: npm run messages/) });
  });

  it('deletes messages by id, then every message received before a date', async () => {
    expect(await run(database, 'delete', 'second', 'no-such-id')).toMatchObject({ code: 0, out: '1 message deleted\n' });
    expect(await run(database, 'delete', '--before', '2026-11-03')).toMatchObject({ code: 0, out: '1 message deleted\n' });
    const left = JSON.parse((await run(database, 'export', '--format', 'json')).out) as StoredMessage[];
    expect(left.map((message) => message.id)).toEqual(['third']);
  });
});

it('fails with exit code 1 and the reason when the database cannot be reached', async () => {
  let err = '';
  const code = await runMessagesCommand(['list'], { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }, { out: () => undefined, err: (text) => void (err += text) });
  expect(code).toBe(1);
  expect(err).toMatch(/^messages: /);
});
