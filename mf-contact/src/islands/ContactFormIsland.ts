import type { ContactMessage } from '../features/contact-form/ContactForm';
import type { ContactFormIslandTexts } from './ContactFormIsland.messages';

/** The fields a visitor types into, by name. */
const TYPED_FIELDS = ['userName', 'Email', 'message'] as const satisfies readonly (keyof ContactMessage)[];

/** What was typed, as the spec logs it: `{ userName, Email, message }`. */
function messageOf(form: HTMLFormElement): ContactMessage {
  const fields = new FormData(form);
  const value = (name: keyof ContactMessage) => {
    const typed = fields.get(name);
    return typeof typed === 'string' ? typed : '';
  };
  return { userName: value('userName'), Email: value('Email'), message: value('message') };
}

/** The field named `name` in `root`'s form, if it is one a visitor types into. */
function typedField(root: ParentNode, name: keyof ContactMessage): HTMLInputElement | HTMLTextAreaElement | null {
  return root.querySelector<HTMLInputElement | HTMLTextAreaElement>(`form [name="${name}"]`);
}

/** The event the island's element gets when it shows the form the server answered a post with. */
const FORM_SHOWN = 'contact-form-shown';
/** How long before its token expires the form gets a new one, ms: five minutes, or half what is left when less. */
const RENEW_BEFORE_MS = 5 * 60_000;
/** The wait after a failed renewal, ms. */
const RETRY_MS = 60_000;

/**
 * The contact form's island (`contact/ContactFormIsland`, plain code: no React in the browser). Once
 * the browser has checked the fields, Send logs `{ userName, Email, message }` with console.log and
 * posts the form to its action without leaving the page (Send disabled meanwhile); the island then
 * shows what the server rendered for that answer in place of its own HTML: the confirmation, or the
 * form with each refused field's reason and what is typed in it (also what was typed while the post
 * was under way). When the post cannot be made (no
 * network), it says so and keeps the form as it is, to send again. What was typed before this code
 * arrived is in the fields as typed. A form left open gets a new token before its own expires
 * ({@link keepTokenFresh}). What it writes itself is `texts`, from its props, in the page's language.
 */
export function enhance(element: HTMLElement, { texts }: { texts: ContactFormIslandTexts }): void {
  wire(element, texts);
  keepTokenFresh(element);
}

/**
 * Gets the form in `element` a new token a few minutes before its own expires (the form's
 * `data-token-expires`, ms since the epoch), and at once when the page is shown again past that
 * time (a hidden page's timers may not have run): the token in the form the page's address (its
 * action) gives to a GET. When that fails the form keeps its token and tries again a minute later
 * while it has not expired; a Send with an expired one is answered "press Send again" with a new one.
 */
function keepTokenFresh(element: HTMLElement): void {
  let renewAt = Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Sets when to renew the token, not before `earliest` (ms since the epoch); a timer only while it has not expired. */
  const schedule = (earliest = 0) => {
    const expires = Number(element.querySelector('form')?.dataset.tokenExpires);
    const now = Date.now();
    clearTimeout(timer);
    renewAt = Number.isFinite(expires) ? Math.max(expires - Math.min(RENEW_BEFORE_MS, (expires - now) / 2), earliest) : Infinity;
    if (renewAt < expires) timer = setTimeout(() => void renew(), Math.max(0, renewAt - now));
  };
  const renew = async () => {
    const field = element.querySelector<HTMLInputElement>('form input[name="token"]');
    const form = field?.form;
    if (!field || !form) return;
    const html = await fetch(form.action, { headers: { accept: 'text/html' } }).then((response) => response.text(), () => '');
    const next = new DOMParser().parseFromString(html, 'text/html').querySelector<HTMLFormElement>(`[data-island="${element.getAttribute('data-island')}"] form`);
    const token = next?.querySelector<HTMLInputElement>('input[name="token"]')?.value;
    // Anything else (no answer, an error page, the service down): the form keeps its token, and tries again in a minute.
    if (!token || !next.dataset.tokenExpires) return schedule(Date.now() + RETRY_MS);
    field.value = token;
    form.dataset.tokenExpires = next.dataset.tokenExpires;
    schedule();
  };
  element.addEventListener(FORM_SHOWN, () => schedule());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && Date.now() >= renewAt) void renew();
  });
  schedule();
}

/** Sends `element`'s form through the island, as {@link enhance} says, telling how it goes in `texts`. */
function wire(element: HTMLElement, texts: ContactFormIslandTexts): void {
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
    if (status) status.textContent = texts.sending;
    void sendAndShow(element, form, texts).catch(() => {
      if (send) send.disabled = false;
      if (status) status.textContent = texts.offline;
    });
  });
}

/**
 * Posts `form` and puts the island of the page that answers in place of `element`'s content, focused
 * where the visitor reads on: a refused field, the sentence saying why, or the confirmation.
 * @throws when the post cannot be made or its answer holds no contact form (an error page).
 */
async function sendAndShow(element: HTMLElement, form: HTMLFormElement, texts: ContactFormIslandTexts): Promise<void> {
  const html = await post(form);
  const next = new DOMParser().parseFromString(html, 'text/html').querySelector(`[data-island="${element.getAttribute('data-island')}"]`);
  if (!next) throw new Error('The answer holds no contact form');
  // The fields stay editable while the post is under way: what is in them now, not what was posted, is kept.
  const typedNow = TYPED_FIELDS.map((name) => [name, typedField(form, name)?.value] as const);
  const { tokenExpires } = form.dataset;
  const token = tokenOf(form);
  element.innerHTML = next.innerHTML;
  for (const [name, value] of typedNow) {
    const field = typedField(element, name);
    if (field && value !== undefined) field.value = value;
  }
  // The same token again (it was not used): it expires when it did.
  const shown = element.querySelector('form');
  if (shown && tokenExpires && !shown.dataset.tokenExpires && tokenOf(shown) === token) shown.dataset.tokenExpires = tokenExpires;
  wire(element, texts);
  element.dispatchEvent(new Event(FORM_SHOWN));
  (element.querySelector<HTMLElement>('[aria-invalid="true"]') ?? element.querySelector<HTMLElement>('[data-focus-after-send]'))?.focus();
}

/** The token in `form`'s hidden field. */
const tokenOf = (form: HTMLFormElement) => form.querySelector<HTMLInputElement>('input[name="token"]')?.value;

/** Posts `form` to its action as the browser would (its fields, form-encoded); the page it leads to, as HTML. */
async function post(form: HTMLFormElement): Promise<string> {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') body.append(name, value);
  const response = await fetch(form.action, { method: 'POST', body, headers: { accept: 'text/html' } });
  return response.text();
}
