// An island's messages in the browser: intl-messageformat alone, on messages parsed on the server
// (the browser builds alias its parser to FormatJS's no-parser module), about 2.6 kB gzip.
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { isLiteralElement, isPluralElement, isPoundElement, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** A message as an island names it: its descriptor from `defineMessages`, never a raw id. */
interface IslandDescriptor {
  id?: string;
}

/** An island's messages as its props carry them: parsed, by id (`islandMessages`). */
type ParsedMessages = Readonly<Record<string, MessageFormatElement[]>>;

/** Formats one of an island's messages with its values (numbers, strings) into text. */
export type IslandFormat = (descriptor: IslandDescriptor, values?: Readonly<Record<string, PrimitiveType>>) => string;

/** The message `id` of `messages`. @throws Error when the island was not given it. */
function messageOf(messages: ParsedMessages, id: string): MessageFormatElement[] {
  const message = messages[id];
  if (!message) throw new Error(`The island was given no message "${id}"`);
  return message;
}

/**
 * The formatter of an island's `messages` (from its props, parsed on the server by
 * `islandMessages`) in the page's language `tag`: plurals and numbers by the language's rules
 * (`Intl.PluralRules`, `Intl.NumberFormat`). Each message is prepared at its first use.
 * @throws Error (when formatting) for a message its props do not carry, or a value it names left out.
 */
export function islandFormatter(tag: string, messages: ParsedMessages): IslandFormat {
  const formats = new Map<string, IntlMessageFormat>();
  return ({ id = '' }, values) => {
    let format = formats.get(id);
    if (!format) {
      format = new IntlMessageFormat(messageOf(messages, id), tag);
      formats.set(id, format);
    }
    return String(format.format(values));
  };
}

/**
 * The forms of one of an island's plural messages (text around one `{count, plural, …}`), for code
 * too small to carry a formatter (the page's pre-filter): by selector as the message writes them,
 * its language's CLDR categories (`one`, `few`, `other`) and exact numbers (`=0`), each form whole,
 * with `#` where the number goes: `{ one: '# pays', other: '# pays' }`. That code picks the form with
 * `Intl.PluralRules` and writes the number with `Intl.NumberFormat`.
 * @throws Error for a message its props do not carry, or one that is anything else: no plural or
 *   two, an offset, an ordinal, another argument, or a `#` of its own text.
 */
export function pluralForms(messages: ParsedMessages, { id = '' }: IslandDescriptor): Record<string, string> {
  const message = messageOf(messages, id);
  const refuse = () => new Error(`The message "${id}" is not text around one plural of text and #`);
  const textOf = (elements: readonly MessageFormatElement[]) =>
    elements
      .map((element) => {
        if (isPoundElement(element)) return '#';
        if (isLiteralElement(element) && !element.value.includes('#')) return element.value;
        throw refuse();
      })
      .join('');
  const at = message.findIndex(isPluralElement);
  const plural = message[at];
  if (!plural || !isPluralElement(plural) || plural.offset !== 0 || plural.pluralType !== 'cardinal') throw refuse();
  const [before, after] = [textOf(message.slice(0, at)), textOf(message.slice(at + 1))];
  return Object.fromEntries(Object.entries(plural.options).map(([selector, option]) => [selector, `${before}${textOf(option.value)}${after}`]));
}
