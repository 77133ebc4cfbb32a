import type { ContactFieldError } from '@worldatlas/contracts';
import { defineMessages, isolated, languageOfTag } from '@worldatlas/i18n';
import type { ContactIntl } from '../../i18n';

/**
 * Why the contact service refused a field, by its rule, as the sentence beside the field says it.
 * A limit is written as it is (`{limit}`, no digit grouping); its plural picks the noun's form.
 */
const FIELD_MESSAGES = defineMessages({
  required: { id: 'contact.field.required', defaultMessage: 'Is required.', description: 'Beside a form field (Name, E-mail or Message) that was not sent.' },
  type: { id: 'contact.field.type', defaultMessage: 'Must be a string.', description: 'Beside a form field that was not sent as text.' },
  empty: { id: 'contact.field.empty', defaultMessage: 'Must not be empty.', description: 'Beside a form field (Name or Message) left empty.' },
  tooShort: { id: 'contact.field.tooShort', defaultMessage: 'Must be at least {limit, plural, one {{limit} character} other {{limit} characters}}.', description: 'Beside a form field whose text is too short. {limit} is a number of characters, written without digit grouping; the plural picks the form of “characters”.' },
  tooLong: { id: 'contact.field.tooLong', defaultMessage: 'Must be at most {limit, plural, one {{limit} character} other {{limit} characters}}.', description: 'Beside a form field whose text is too long. {limit} is a number of characters (100, 254 or 5000), written without digit grouping; the plural picks the form of “characters”.' },
  visible: { id: 'contact.field.visible', defaultMessage: 'Must contain a visible character.', description: 'Beside a form field (Name or Message) that holds nothing but spaces.' },
  characters: { id: 'contact.field.characters', defaultMessage: 'Must not contain control characters.', description: 'Beside the Name field when it holds invisible control characters.' },
  messageCharacters: { id: 'contact.field.messageCharacters', defaultMessage: 'Must not contain control characters other than tabs and line breaks.', description: 'Beside the Message field when it holds invisible control characters.' },
  email: { id: 'contact.field.email', defaultMessage: 'Enter an e-mail address, like {example}.', description: 'Beside the E-mail field when its text is not an e-mail address; example: an address (name@example.org).' },
  invalid: { id: 'contact.field.invalid', defaultMessage: 'Is not in the expected form.', description: 'Beside a form field refused for any other reason.' },
});

/** The address the e-mail refusal gives as an example, in every language. */
const EMAIL_EXAMPLE = 'name@example.org';

/**
 * Why the form's message was not received when no field is at fault, as the alert above the form
 * says it (the contact route's loader and action): what was typed is still in the form.
 */
export const REFUSALS = defineMessages({
  noToken: { id: 'contact.refusal.noToken', defaultMessage: 'The contact form cannot take messages just now. You can write yours; try sending it again in a moment.', description: 'Above the form when the contact service could not prepare it as the page opened.' },
  tooSoon: { id: 'contact.refusal.tooSoon', defaultMessage: 'This form was sent a moment too soon after it opened. Your message is still here: press Send again.', description: 'A robot check: the form was sent faster than a person fills it. “Send” is the form’s button.' },
  empty: { id: 'contact.refusal.empty', defaultMessage: 'This form could not be prepared when the page opened. It is ready now and your message is still here: press Send again.', description: '“Send” is the form’s button.' },
  tooOld: { id: 'contact.refusal.tooOld', defaultMessage: 'This form was open too long to be sent. Your message is still here: press Send again.', description: 'The form’s page was left open for more than a day. “Send” is the form’s button.' },
  used: { id: 'contact.refusal.used', defaultMessage: 'This form was already used to send another message. Press Send to send this one too.', description: 'The visitor went back after sending a message and sends another from the same page. “Send” is the form’s button.' },
  tooMany: { id: 'contact.refusal.tooMany', defaultMessage: 'You have sent several messages in a short time. Your message is still here: send it again in a few minutes.' },
  unavailable: { id: 'contact.refusal.unavailable', defaultMessage: 'Your message could not be sent just now: the contact service is not answering. It is still here; try again in a moment.' },
});

/**
 * The sentence shown beside a field the contact service refused, in `intl`'s language, by the rule
 * it broke (and its limit): the service's own English text is never shown. A rule of another
 * field (the token's), or one this form does not know, reads "Is not in the expected form."
 */
export function fieldRefusal(intl: ContactIntl, { field, rule, limit }: ContactFieldError): string {
  switch (rule) {
    case 'required':
    case 'type':
    case 'visible':
      return intl.formatMessage(FIELD_MESSAGES[rule]);
    case 'minLength':
      return limit === undefined || limit <= 1 ? intl.formatMessage(FIELD_MESSAGES.empty) : intl.formatMessage(FIELD_MESSAGES.tooShort, { limit });
    case 'maxLength':
      return limit === undefined ? intl.formatMessage(FIELD_MESSAGES.invalid) : intl.formatMessage(FIELD_MESSAGES.tooLong, { limit });
    case 'characters':
      return intl.formatMessage(field === 'message' ? FIELD_MESSAGES.messageCharacters : FIELD_MESSAGES.characters);
    case 'format':
      if (field !== 'email') return intl.formatMessage(FIELD_MESSAGES.invalid);
      // Isolated in another language than English, so the address reads left to right in an Arabic sentence.
      return intl.formatMessage(FIELD_MESSAGES.email, { example: isolated(EMAIL_EXAMPLE, languageOfTag(intl.locale)) });
    default:
      return intl.formatMessage(FIELD_MESSAGES.invalid);
  }
}
