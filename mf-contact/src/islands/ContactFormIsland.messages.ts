import { defineMessages } from '@worldatlas/i18n';
import type { ContactIntl } from '../i18n';

/** What the contact form's island writes in the form's status line, in the browser. */
const ISLAND_MESSAGES = defineMessages({
  sending: { id: 'contact.island.sending', defaultMessage: 'Sending…', description: 'Under the form while its message is being sent.' },
  offline: { id: 'contact.island.offline', defaultMessage: 'Your message could not be sent: check your connection and press Send again.', description: 'Under the form when the browser could not reach the site. “Send” is the form’s button.' },
});

/** The island's texts, ready-formatted: a `dom` island ships no message library. */
export type ContactFormIslandTexts = Record<keyof typeof ISLAND_MESSAGES, string>;

/** The island's texts in `intl`'s language, for its props (formatted on the server). */
export function contactFormIslandTexts(intl: ContactIntl): ContactFormIslandTexts {
  return { sending: intl.formatMessage(ISLAND_MESSAGES.sending), offline: intl.formatMessage(ISLAND_MESSAGES.offline) };
}
