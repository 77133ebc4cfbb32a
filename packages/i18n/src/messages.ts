/**
 * One message of the interface: `id` namespaced by feature (`facts.hero.title`), `defaultMessage`
 * its English text in ICU MessageFormat (`{count, plural, one {# country} other {# countries}}`),
 * and `description`, a note for translators when the text alone is ambiguous.
 */
export interface Message {
  id: string;
  defaultMessage: string;
  description?: string;
}

/**
 * Declares a component's messages, by name: `formatjs extract` finds them by this function's name
 * (`npm run i18n:extract` writes them into the workspace's `lang/en.json`), and code passes a
 * descriptor, never a raw id, to `intl.formatMessage` or an island's formatter. No code of its own
 * reaches a bundle: it returns `messages` as they are.
 */
export const defineMessages = <const Messages extends Record<string, Message>>(messages: Messages): Messages => messages;
