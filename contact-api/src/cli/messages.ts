import { parseArgs } from 'node:util';
import { ConfigError } from '@worldatlas/service-kit';
import { readDatabase } from '../config';
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

/** A command line, read and checked. */
type Command =
  | { name: 'help' }
  | { name: 'list'; since?: string; before?: string; limit?: number }
  | { name: 'export'; format: 'json' | 'csv'; since?: string; before?: string; limit?: number }
  | { name: 'delete'; ids: string[]; before?: string };

/** Reads a command line. @throws UsageError saying what is wrong with it */
function parseCommand(args: string[]): Command {
  let parsed;
  try {
    const options = { since: { type: 'string' }, before: { type: 'string' }, limit: { type: 'string' }, format: { type: 'string' }, help: { type: 'boolean', short: 'h' } } as const;
    parsed = parseArgs({ args, allowPositionals: true, options });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const [name, ...ids] = positionals;
  if (values.help) return { name: 'help' };
  if (!name) throw new UsageError('a command is needed');
  const since = isoDate('--since', values.since);
  const before = isoDate('--before', values.before);
  const limit = values.limit === undefined ? undefined : Number(values.limit);
  if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) throw new UsageError(`--limit must be a whole number above 0, got "${values.limit}"`);
  if (name === 'list') return { name, since, before, limit };
  if (name === 'export') {
    if (values.format !== 'json' && values.format !== 'csv') throw new UsageError('export needs --format json or --format csv');
    return { name, format: values.format, since, before, limit };
  }
  if (name === 'delete') {
    if ((ids.length > 0) === (before !== undefined)) throw new UsageError('delete takes message ids, or --before DATE, not both');
    return { name, ids, before };
  }
  throw new UsageError(`unknown command "${name}"`);
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** Runs a checked command on the database. @returns what it prints */
async function execute(command: Exclude<Command, { name: 'help' }>, env: NodeJS.ProcessEnv): Promise<string> {
  const database = await openDatabase(readDatabase(env), { waitMs: 0 });
  try {
    if (command.name === 'delete') {
      const deleted = command.before ? await deleteMessagesBefore(database.db, command.before) : await deleteMessages(database.db, command.ids);
      return `${plural(deleted, 'message')} deleted\n`;
    }
    const messages = await listMessages(database.db, command);
    if (command.name === 'export') return command.format === 'json' ? `${JSON.stringify(messages, null, 2)}\n` : toCsv(messages);
    return messages.length === 0 ? 'No messages.\n' : `${messages.map(describe).join('\n')}\n${plural(messages.length, 'message')}\n`;
  } finally {
    await database.close();
  }
}

/**
 * `npm run messages -w contact-api -- <command>`: lists, exports (JSON or CSV) and deletes the
 * stored messages, for an operator who reads them without e-mail (see {@link USAGE}).
 * @param args the command line after the script name
 * @returns the exit code: 0 done, 1 failed (database), 2 bad usage
 */
export async function runMessagesCommand(args: string[], env: NodeJS.ProcessEnv, output: Output): Promise<number> {
  try {
    const command = parseCommand(args);
    if (command.name === 'help') {
      output.out(`${USAGE}\n`);
      return 0;
    }
    output.out(await execute(command, env));
    return 0;
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
