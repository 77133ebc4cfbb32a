import { type ReactNode, useId } from 'react';
import type { FormClasses } from './form-styles';

/** What Send records: the contact form's fields, by their names. */
export interface ContactMessage {
  userName: string;
  Email: string;
  message: string;
}

function Field({ label, classes, children }: { label: string; classes: FormClasses; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={classes.field} data-required="">
      <label className={classes.label} htmlFor={id}>
        {label}{' '}
        <span className={classes.required} aria-hidden="true">
          *
        </span>
      </label>
      {children(id)}
    </div>
  );
}

/** Props of {@link ContactForm}. */
export interface ContactFormProps {
  classes: FormClasses;
}

/**
 * The Contact Us form as the server renders it: name, e-mail (`type="email"`) and message, all
 * required and checked by the browser, autocomplete off, posted to `/contact`, and a live region for
 * what happens to it. Its fields are the browser's own: what a visitor types is never replaced.
 */
export function ContactForm({ classes }: ContactFormProps) {
  return (
    <form className={classes.form} method="post" action="/contact" autoComplete="off">
      <Field label="Name" classes={classes}>
        {(id) => <input id={id} className={classes.input} name="userName" required autoComplete="off" />}
      </Field>
      <Field label="E-mail" classes={classes}>
        {(id) => <input id={id} className={classes.input} name="Email" type="email" required autoComplete="off" />}
      </Field>
      <Field label="Message" classes={classes}>
        {(id) => <textarea id={id} className={classes.textarea} name="message" rows={6} required autoComplete="off" />}
      </Field>
      <button type="submit" className={classes.send}>
        Send
      </button>
      <p role="status" className={classes.confirmation} />
    </form>
  );
}
