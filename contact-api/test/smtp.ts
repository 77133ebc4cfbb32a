import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on 127.0.0.1 for a test: what it accepted, parsed, and how many times it refused. */
export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  /** Each message it accepted, parsed (mailparser), with its envelope and its source as received (`raw`). */
  accepted: Array<ParsedMail & { envelope: { from: string; to: string[] }; raw: string }>;
  /** How many messages it refused. */
  refusals: number;
  close(): Promise<void>;
}

/**
 * Starts an SMTP server (the `smtp-server` package) on a free port of 127.0.0.1: plain SMTP, no
 * authentication. `refuse(n)`, asked for the n-th message (from 1), says whether to answer it
 * `451 Try again later` (a temporary failure) after reading it, as a relay that is busy would.
 */
export async function startSmtpServer(refuse: (attempt: number) => boolean = () => false): Promise<TestSmtpServer> {
  const state: TestSmtpServer = { url: '', accepted: [], refusals: 0, close: async () => undefined };
  let attempt = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // No reverse lookup of the client (127.0.0.1): each connection would wait on DNS.
    disableReverseLookup: true,
    onData(stream, session, callback) {
      attempt += 1;
      const refused = refuse(attempt);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      new Promise<Buffer>((resolve, reject) => stream.on('end', () => resolve(Buffer.concat(chunks))).on('error', reject))
        .then(async (source) => ({ source, mail: await simpleParser(source) }))
        .then(({ source, mail }) => {
          if (refused) {
            state.refusals += 1;
            return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          }
          const envelope = { from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((rcpt) => rcpt.address) };
          state.accepted.push(Object.assign(mail, { envelope, raw: source.toString('latin1') }));
          return callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
