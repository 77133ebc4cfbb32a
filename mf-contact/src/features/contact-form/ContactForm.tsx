import { CONTACT_HONEYPOT_FIELD, CONTACT_LIMITS } from '@worldatlas/contracts';
import { type ReactNode, useId } from 'react';
import type { FormClasses } from './form-styles';

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

function Field({ label, error, classes, children }: { label: string; error?: string; classes: FormClasses; children: (id: string, describedBy?: string) => ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={classes.field} data-required="" data-invalid={error ? '' : undefined}>
      <label className={classes.label} htmlFor={id}>
        {label}{' '}
        <span className={classes.required} aria-hidden="true">
          *
        </span>
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
 * confirmation in place of the form, with a link to write another message.
 */
export function ContactForm({ classes, action, token, tokenExpiresAt, sent, values, errors = {}, problem }: ContactFormProps) {
  if (sent) {
    return (
      <div className={classes.sent} role="status">
        <h2 className={classes.sentTitle} tabIndex={-1} data-focus-after-send="">
          Thank you! Your message has been received.
        </h2>
        <p>We read every message and answer by e-mail.</p>
        <a className={classes.another} href={action}>
          Write another message
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
          Leave this field empty
          <input name={CONTACT_HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <Field label="Name" error={errors.userName} classes={classes}>
        {(id, describedBy) => (
          <input id={id} className={classes.input} name="userName" required maxLength={CONTACT_LIMITS.nameMaxLength} autoComplete="off" defaultValue={values?.userName} aria-invalid={invalid('userName')} aria-describedby={describedBy} />
        )}
      </Field>
      <Field label="E-mail" error={errors.Email} classes={classes}>
        {(id, describedBy) => (
          <input id={id} className={classes.input} name="Email" type="email" required maxLength={CONTACT_LIMITS.emailMaxLength} autoComplete="off" defaultValue={values?.Email} aria-invalid={invalid('Email')} aria-describedby={describedBy} />
        )}
      </Field>
      <Field label="Message" error={errors.message} classes={classes}>
        {(id, describedBy) => (
          <textarea id={id} className={classes.textarea} name="message" rows={6} required maxLength={CONTACT_LIMITS.messageMaxLength} autoComplete="off" defaultValue={values?.message} aria-invalid={invalid('message')} aria-describedby={describedBy} />
        )}
      </Field>
      <button type="submit" className={classes.send}>
        Send
      </button>
      <p role="status" className={classes.status} />
    </form>
  );
}
