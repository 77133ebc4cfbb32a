import { stringify } from 'csv-stringify/sync';
import type { StoredMessage } from '../store/messages';

const COLUMNS: Array<keyof StoredMessage> = ['id', 'receivedAt', 'name', 'email', 'message', 'delivery', 'deliveredAt', 'attempts'];

/**
 * Text a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, carriage return first) gets a
 * leading apostrophe, which spreadsheets show as text: a visitor's message must not become a formula
 * on the operator's machine (OWASP's CSV injection advice).
 */
const asText = (value: unknown) => (typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/**
 * Messages as CSV (csv-stringify, RFC 4180: a header line, fields quoted when needed, CRLF line ends),
 * columns id, receivedAt, name, email, message, delivery, deliveredAt, attempts.
 */
export function toCsv(messages: StoredMessage[]): string {
  return stringify(
    messages.map((message) => COLUMNS.map((column) => asText(message[column]))),
    { header: true, columns: COLUMNS, record_delimiter: 'windows' },
  );
}
