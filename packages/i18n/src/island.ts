// An island's messages in the browser: intl-messageformat alone, on messages parsed on the server
// (the browser builds alias its parser to FormatJS's no-parser module), about 2.6 kB gzip.
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** A message as an island names it: its descriptor from `defineMessages`, never a raw id. */
interface IslandDescriptor {
  id?: string;
}

/** Formats one of an island's messages with its values (numbers, strings) into text. */
export type IslandFormat = (descriptor: IslandDescriptor, values?: Readonly<Record<string, PrimitiveType>>) => string;

/**
 * The formatter of an island's `messages` (from its props, parsed on the server by
 * `islandMessages`) in the page's language `tag`: plurals and numbers by the language's rules
 * (`Intl.PluralRules`, `Intl.NumberFormat`). Each message is prepared at its first use.
 * @throws Error (when formatting) for a message its props do not carry, or a value it names left out.
 */
export function islandFormatter(tag: string, messages: Readonly<Record<string, MessageFormatElement[]>>): IslandFormat {
  const formats = new Map<string, IntlMessageFormat>();
  return ({ id = '' }, values) => {
    let format = formats.get(id);
    if (!format) {
      const message = messages[id];
      if (!message) throw new Error(`The island was given no message "${id}"`);
      format = new IntlMessageFormat(message, tag);
      formats.set(id, format);
    }
    return String(format.format(values));
  };
}
