import { CONTACT_HONEYPOT_FIELD, CONTACT_LIMITS } from '@worldatlas/contracts';
import { defineMessages } from '@worldatlas/i18n';
import { type ReactNode, useId } from 'react';
import { intlFor } from '../../i18n';
import type { FormClasses } from './form-styles';

const MESSAGES = defineMessages({
  name: { id: 'contact.form.name', defaultMessage: 'Name', description: 'The label of the field for the visitor’s name.' },
  email: { id: 'contact.form.email', defaultMessage: 'E-mail', description: 'The label of the field for the visitor’s e-mail address.' },
  message: { id: 'contact.form.message', defaultMessage: 'Message', description: 'The label of the field for the text of the visitor’s message.' },
  send: { id: 'contact.form.send', defaultMessage: 'Send', description: 'The form’s button, which sends the message.' },
  honeypot: { id: 'contact.form.honeypot', defaultMessage: 'Leave this field empty', description: 'The label of a field hidden from people (a trap for robots that fill every field).' },
  sentTitle: { id: 'contact.sent.title', defaultMessage: 'Thank you! Your message has been received.', description: 'The heading of the confirmation shown once a message was received.' },
  sentText: { id: 'contact.sent.text', defaultMessage: 'We read every message and answer by e-mail.' },
  another: { id: 'contact.sent.another', defaultMessage: 'Write another message', description: 'On the confirmation: a link back to an empty contact form.' },
});

/** What Send records: the contact form's fields, by their names. */
export interface ContactMessage {
  userName: string;
  Email: string;
  message: string;
}

/** A field of the form. */
export type ContactFormField = keyof ContactMessage;

/** Props of {@link ContactForm}: the state the server renders it in. */
export interface ContactFormProps {
  classes: FormClasses;
  /**
   * The page's language tag (`fr`), which the form's texts are in; English when none. A prop, since
   * the island is rendered apart from the page and its context.
   */
  locale?: string;
  /** The form's page, which it posts to and the confirmation links back to (the contact route: `/contact`). */
  action: string;
  /** The form's token from the contact service: its submission and time token, sent back with the message. */
  token?: string;
  /** When the token expires, ms since the epoch (as text), when known: the island gets a new one before. */
  tokenExpiresAt?: string;
  /** The message was received: the confirmation shows in place of the form. */
  sent?: boolean;
  /** What the visitor sent, back in the fields when it was not received. */
  values?: ContactMessage;
  /** Why each refused field was refused, shown beside it. */
  errors?: Partial<Record<ContactFormField, string>>;
  /** Why the message was not received, when it is not a field's fault (the service busy or down, the form sent twice). */
  problem?: string;
}

/** The mark after a required field's label: a sign, the same in every language (assistive technology reads `required` instead). */
const REQUIRED_MARK = '*';

function Field({ label, error, classes, children }: { label: string; error?: string; classes: FormClasses; children: (id: string, describedBy?: string) => ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={classes.field} data-required="" data-invalid={error ? '' : undefined}>
      <label className={classes.label} htmlFor={id}>
        {label} <span className={classes.required} aria-hidden="true">{REQUIRED_MARK}</span>
      </label>
      {children(id, error ? errorId : undefined)}
      {error ? (
        <p id={errorId} className={classes.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The Contact Us form as the server renders it: name, e-mail (`type="email"`) and message, all
 * required and checked by the browser, autocomplete off, posted to its page (`action`) with the form's token
 * and a field people never see (the honeypot), and when that token expires (`data-token-expires`,
 * for the island). After a post it shows what the server said: each
 * refused field's reason beside it (`aria-invalid`, `aria-describedby`) and what was typed back in
 * it, or a sentence when the message could not be received for another reason; once received, a
 * confirmation in place of the form, with a link to write another message. Its texts are in the
 * language of `locale`; `errors` and `problem` come ready-made in it.
 */
export function ContactForm({ classes, action, locale, token, tokenExpiresAt, sent, values, errors = {}, problem }: ContactFormProps) {
  const intl = intlFor(locale);
  if (sent) {
    return (
      <div className={classes.sent} role="status">
        <h2 className={classes.sentTitle} tabIndex={-1} data-focus-after-send="">
          {intl.formatMessage(MESSAGES.sentTitle)}
        </h2>
        <p>{intl.formatMessage(MESSAGES.sentText)}</p>
        <a className={classes.another} href={action}>
          {intl.formatMessage(MESSAGES.another)}
        </a>
      </div>
    );
  }
  const invalid = (field: ContactFormField) => (errors[field] ? true : undefined);
  return (
    <form className={classes.form} method="post" action={action} autoComplete="off" data-token-expires={tokenExpiresAt}>
      {problem ? (
        <div className={classes.problem} role="alert" tabIndex={-1} data-focus-after-send="">
          <p className={classes.problemText}>{problem}</p>
        </div>
      ) : null}
      <input type="hidden" name="token" value={token ?? ''} />
      <div className={classes.honeypot} aria-hidden="true">
        <label>
          {intl.formatMessage(MESSAGES.honeypot)}
          <input name={CONTACT_HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <Field label={intl.formatMessage(MESSAGES.name)} error={errors.userName} classes={classes}>
        {(id, describedBy) => (
          <input id={id} className={classes.input} name="userName" required maxLength={CONTACT_LIMITS.nameMaxLength} autoComplete="off" defaultValue={values?.userName} aria-invalid={invalid('userName')} aria-describedby={describedBy} />
        )}
      </Field>
      <Field label={intl.formatMessage(MESSAGES.email)} error={errors.Email} classes={classes}>
        {(id, describedBy) => (
          <input id={id} className={classes.input} name="Email" type="email" required maxLength={CONTACT_LIMITS.emailMaxLength} autoComplete="off" defaultValue={values?.Email} aria-invalid={invalid('Email')} aria-describedby={describedBy} />
        )}
      </Field>
      <Field label={intl.formatMessage(MESSAGES.message)} error={errors.message} classes={classes}>
        {(id, describedBy) => (
          <textarea id={id} className={classes.textarea} name="message" rows={6} required maxLength={CONTACT_LIMITS.messageMaxLength} autoComplete="off" defaultValue={values?.message} aria-invalid={invalid('message')} aria-describedby={describedBy} />
        )}
      </Field>
      <button type="submit" className={classes.send}>
        {intl.formatMessage(MESSAGES.send)}
      </button>
      <p role="status" className={classes.status} />
    </form>
  );
}
