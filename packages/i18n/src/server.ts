// Messages on the render server: a workspace's catalogs, formatted with react-intl's createIntl,
// which needs no provider, so views, loaders and `meta` format alike. Never in a browser bundle.
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl, createIntlCache, type IntlShape, type MessageDescriptor } from 'react-intl/server';
import { ENGLISH, PSEUDO_LANGUAGE } from './languages';

/** One language's messages, ICU MessageFormat by id (`lang/fr.json`, FormatJS's `simple` format). */
type Catalog = Readonly<Record<string, string>>;

/** A workspace's catalogs by language tag; English's is the one extracted from the code. */
export type Catalogs = { en: Catalog } & Readonly<Partial<Record<string, Catalog>>>;

/**
 * A workspace's pseudo-locale catalog, `lang/en-XA.json`: its English catalog accented and bracketed
 * by `formatjs compile --ast --pseudo-locale en-XA` (`npm run i18n:extract` writes it), each message
 * parsed to FormatJS's AST.
 */
export type PseudoCatalog = Readonly<Record<string, readonly object[]>>;

/** What a message fault (a missing translation, a malformed message) is told to. */
export type IntlErrorHandler = (error: Error & { code?: string }) => void;

/** Reports each fault once, by its message, on the console: a missing translation shows the English message meanwhile. */
function logOnce(): IntlErrorHandler {
  const seen = new Set<string>();
  return (error) => {
    if (seen.has(error.message)) return;
    seen.add(error.message);
    console.warn(`[i18n] ${error.message}`);
  };
}

/**
 * Makes a workspace's `intlFor(tag)`: react-intl's `IntlShape` for the language tagged `tag` (one
 * per language, made at its first use, all with one formatter cache, each message parsed at its
 * first use), with `catalogs[tag]` as its messages; English for a tag without a catalog, or none
 * (`useLocale()` outside a page). A message
 * missing from a catalog shows the code's English `defaultMessage`, and `onError` is told (by
 * default each fault is logged once; a test throws). `pseudo` is the catalog of the tag `en-XA`,
 * in a process started with `PSEUDO_LANGUAGE=1` only: elsewhere that tag gets English.
 */
export function createCatalogs(catalogs: Catalogs, { onError = logOnce(), pseudo }: { onError?: IntlErrorHandler; pseudo?: PseudoCatalog } = {}): (tag: string | undefined) => IntlShape {
  const cache = createIntlCache();
  const made = new Map<string, IntlShape>();
  // Written by `formatjs compile --ast`: FormatJS's AST, which react-intl formats without parsing.
  const all: Readonly<Partial<Record<string, Catalog | Record<string, MessageFormatElement[]>>>> = PSEUDO_LANGUAGE.live && pseudo ? { ...catalogs, [PSEUDO_LANGUAGE.tag]: pseudo as Record<string, MessageFormatElement[]> } : catalogs;
  return (tag) => {
    const key = tag !== undefined && all[tag] ? tag : ENGLISH.tag;
    let intl = made.get(key);
    if (!intl) {
      intl = createIntl({ locale: key, defaultLocale: ENGLISH.tag, messages: all[key] ?? catalogs.en, onError }, cache);
      made.set(key, intl);
    }
    return intl;
  };
}

/** An island's messages, parsed, by id: what its props carry. */
export type IslandMessages = Readonly<Record<string, MessageFormatElement[]>>;

const parsedFor = new WeakMap<IntlShape, WeakMap<object, IslandMessages>>();

/**
 * The messages of `descriptors` (an island's `defineMessages`) in `intl`'s language, parsed to
 * FormatJS's AST on the server, so the island formats them without a parser: only those ids, each
 * the catalog's message or the code's English `defaultMessage`. Made once per language and island.
 * @throws Error when a descriptor has neither a message in the catalog nor a `defaultMessage`, or a
 *   message is not valid ICU MessageFormat.
 */
export function islandMessages(intl: IntlShape, descriptors: Readonly<Record<string, MessageDescriptor>>): IslandMessages {
  let byIsland = parsedFor.get(intl);
  if (!byIsland) {
    byIsland = new WeakMap();
    parsedFor.set(intl, byIsland);
  }
  const known = byIsland.get(descriptors);
  if (known) return known;
  const messages: Record<string, MessageFormatElement[]> = {};
  for (const { id, defaultMessage } of Object.values(descriptors)) {
    if (id === undefined) throw new Error('An island message has no id');
    const message = intl.messages[id] ?? defaultMessage;
    if (message === undefined) throw new Error(`The island message "${id}" has no text in ${intl.locale}`);
    messages[id] = typeof message === 'string' ? parse(message) : message;
  }
  byIsland.set(descriptors, messages);
  return messages;
}
