import { parseArgs } from 'node:util';
import { ConfigError, readDatabase } from '../config';
import { openDatabase } from '../store/database';
import { deleteMessages, deleteMessagesBefore, listMessages, type StoredMessage } from '../store/messages';
import { toCsv } from './csv';

const USAGE = `Usage: npm run messages -w contact-api -- <command> [options]
(in the image: node contact-api/dist/cli/messages.js <command> [options])

The contact form's stored messages, in the database the service uses (DATABASE_URL, else
DATA_DIR/contact.sqlite). Oldest first.

Commands:
  list [--since DATE] [--before DATE] [--limit N]   print each message in full
  export --format json|csv [--since DATE] [--before DATE]
                                                    write them to standard output
  delete ID...                                      delete these messages
  delete --before DATE                              delete every message received before DATE

DATE is ISO 8601: 2026-11-25 or 2026-11-25T12:00:00Z.`;

/** A usage mistake: the message and the usage are printed, exit code 2. */
class UsageError extends Error {}

/** Where the command writes: standard output and standard error, or a test's buffers. */
export interface Output {
  out(text: string): void;
  err(text: string): void;
}

/** An ISO 8601 date or time as the store's text (UTC, milliseconds). @throws UsageError when it is not one */
function isoDate(option: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const time = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) ? Date.parse(value) : NaN;
  if (Number.isNaN(time)) throw new UsageError(`${option} must be an ISO 8601 date, e.g. 2026-11-25, got "${value}"`);
  return new Date(time).toISOString();
}

/** A message as the operator reads it in a terminal. */
function describe(message: StoredMessage): string {
  const delivery = message.delivery === 'delivered' ? `e-mailed ${message.deliveredAt}` : message.delivery === 'pending' ? `not e-mailed yet (${message.attempts} attempts)` : 'not e-mailed (no SMTP_URL)';
  return `── ${message.id}  received ${message.receivedAt}  ${delivery}\nFrom: ${message.name} <${message.email}>\n\n${message.message}\n`;
}

/**
 * `npm run messages -w contact-api -- <command>`: lists, exports (JSON or CSV) and deletes the
 * stored messages, for an operator who reads them without e-mail (see {@link USAGE}).
 * @param args the command line after the script name
 * @returns the exit code: 0 done, 1 failed (database), 2 bad usage
 */
export async function runMessagesCommand(args: string[], env: NodeJS.ProcessEnv, output: Output): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { since: { type: 'string' }, before: { type: 'string' }, limit: { type: 'string' }, format: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    output.err(`${(error as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    (values.help ? output.out : output.err)(`${USAGE}\n`);
    return values.help ? 0 : 2;
  }
  try {
    const since = isoDate('--since', values.since);
    const before = isoDate('--before', values.before);
    const limit = values.limit === undefined ? undefined : Number(values.limit);
    if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) throw new UsageError(`--limit must be a whole number above 0, got "${values.limit}"`);
    if (!['list', 'export', 'delete'].includes(command)) throw new UsageError(`unknown command "${command}"`);
    if (command === 'export' && values.format !== 'json' && values.format !== 'csv') throw new UsageError('export needs --format json or --format csv');
    if (command === 'delete' && (rest.length > 0) === (before !== undefined)) throw new UsageError('delete takes message ids, or --before DATE, not both');
    const database = await openDatabase(readDatabase(env), { waitMs: 0 });
    try {
      if (command === 'delete') {
        const deleted = before ? await deleteMessagesBefore(database.db, before) : await deleteMessages(database.db, rest);
        output.out(`${deleted} message${deleted === 1 ? '' : 's'} deleted\n`);
        return 0;
      }
      const messages = await listMessages(database.db, { since, before, limit });
      if (command === 'list') output.out(messages.length === 0 ? 'No messages.\n' : `${messages.map(describe).join('\n')}\n${messages.length} message${messages.length === 1 ? '' : 's'}\n`);
      else output.out(values.format === 'json' ? `${JSON.stringify(messages, null, 2)}\n` : toCsv(messages));
      return 0;
    } finally {
      await database.close();
    }
  } catch (error) {
    if (error instanceof UsageError || error instanceof ConfigError) {
      output.err(`${error.message}\n\n${USAGE}\n`);
      return 2;
    }
    output.err(`messages: ${(error as Error).message}\n`);
    return 1;
  }
}

if (require.main === module) {
  runMessagesCommand(process.argv.slice(2), process.env, { out: (text) => process.stdout.write(text), err: (text) => process.stderr.write(text) }).then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
