import type { ContactMessage } from '../features/contact-form/ContactForm';

/** The fields of `form` as a {@link ContactMessage}. */
function messageOf(form: HTMLFormElement): ContactMessage {
  const fields = new FormData(form);
  const value = (name: keyof ContactMessage) => String(fields.get(name) ?? '');
  return { userName: value('userName'), Email: value('Email'), message: value('message') };
}

/**
 * The contact form's island (`contact/ContactFormIsland`, plain code: no React in the browser): once
 * the browser has checked the fields, Send logs `{ userName, Email, message }` with console.log,
 * clears the form and says so in its live region, without leaving the page; typing again clears
 * that message. What was typed before this code arrived is in the fields as typed.
 */
export function enhance(element: HTMLElement): void {
  const form = element.querySelector('form');
  const status = form?.querySelector('[role="status"]');
  if (!form || !status) throw new Error('The contact form island has no form with a status');
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    console.log(messageOf(form));
    form.reset();
    status.textContent = 'Thank you! Your message has been noted.';
  });
  form.addEventListener('input', () => {
    status.textContent = '';
  });
}
