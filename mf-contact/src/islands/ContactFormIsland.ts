import type { ContactMessage } from '../features/contact-form/ContactForm';

/** The fields a visitor types into, by name. */
const TYPED_FIELDS = ['userName', 'Email', 'message'] as const satisfies readonly (keyof ContactMessage)[];

/** What was typed, as the spec logs it: `{ userName, Email, message }`. */
function messageOf(form: HTMLFormElement): ContactMessage {
  const fields = new FormData(form);
  const value = (name: keyof ContactMessage) => String(fields.get(name) ?? '');
  return { userName: value('userName'), Email: value('Email'), message: value('message') };
}

/** The field named `name` in `root`'s form, if it is one a visitor types into. */
function typedField(root: ParentNode, name: keyof ContactMessage): HTMLInputElement | HTMLTextAreaElement | null {
  return root.querySelector<HTMLInputElement | HTMLTextAreaElement>(`form [name="${name}"]`);
}

/**
 * The contact form's island (`contact/ContactFormIsland`, plain code: no React in the browser). Once
 * the browser has checked the fields, Send logs `{ userName, Email, message }` with console.log and
 * posts the form to its action without leaving the page (Send disabled meanwhile); the island then
 * shows what the server rendered for that answer in place of its own HTML: the confirmation, or the
 * form with each refused field's reason and what is typed in it (also what was typed while the post
 * was under way). When the post cannot be made (no
 * network), it says so and keeps the form as it is, to send again. What was typed before this code
 * arrived is in the fields as typed.
 */
export function enhance(element: HTMLElement): void {
  const form = element.querySelector('form');
  if (!form) return;
  const status = form.querySelector('[role="status"]');
  const send = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  form.addEventListener('input', () => {
    if (status) status.textContent = '';
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    console.log(messageOf(form));
    if (send) send.disabled = true;
    if (status) status.textContent = 'Sending…';
    void sendAndShow(element, form).catch(() => {
      if (send) send.disabled = false;
      if (status) status.textContent = 'Your message could not be sent: check your connection and press Send again.';
    });
  });
}

/**
 * Posts `form` and puts the island of the page that answers in place of `element`'s content, focused
 * where the visitor reads on: a refused field, the sentence saying why, or the confirmation.
 * @throws when the post cannot be made or its answer holds no contact form (an error page).
 */
async function sendAndShow(element: HTMLElement, form: HTMLFormElement): Promise<void> {
  const html = await post(form);
  const next = new DOMParser().parseFromString(html, 'text/html').querySelector(`[data-island="${element.getAttribute('data-island')}"]`);
  if (!next) throw new Error('The answer holds no contact form');
  // The fields stay editable while the post is under way: what is in them now, not what was posted, is kept.
  const typedNow = TYPED_FIELDS.map((name) => [name, typedField(form, name)?.value] as const);
  element.innerHTML = next.innerHTML;
  for (const [name, value] of typedNow) {
    const field = typedField(element, name);
    if (field && value !== undefined) field.value = value;
  }
  enhance(element);
  (element.querySelector<HTMLElement>('[aria-invalid="true"]') ?? element.querySelector<HTMLElement>('[data-focus-after-send]'))?.focus();
}

/** Posts `form` to its action as the browser would (its fields, form-encoded); the page it leads to, as HTML. */
async function post(form: HTMLFormElement): Promise<string> {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') body.append(name, value);
  const response = await fetch(form.action, { method: 'POST', body, headers: { accept: 'text/html' } });
  return response.text();
}
