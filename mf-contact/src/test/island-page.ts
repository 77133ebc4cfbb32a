import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { startIslands } from '@worldatlas/islands/hydrate';
import { contactPageHtml, type FormState, type IslandSite, startIslandSite } from './island-site';

// The contact page with its island, as the island's tests (islands/ContactFormIsland.*.test.tsx)
// drive it. Importing this module sets up each test of the importing file: the browser's FormData,
// and a stand-in render server started before each test and closed after it (`site`).

// The test environment puts Node's FormData on the window (for fetch), which refuses a form element;
// a browser's takes one. jsdom's own, from a frame, is the browser's.
beforeAll(() => {
  const frame = document.createElement('iframe');
  document.head.append(frame);
  globalThis.FormData = (frame.contentWindow as unknown as typeof globalThis).FormData;
});

/** The running test's stand-in render server: the form posts to it, and it answers with pages the real ContactForm renders. */
export let site: IslandSite;
beforeEach(async () => {
  site = await startIslandSite();
});
afterEach(() => site.close());

/** The contact page as the server renders it, in the document, its form posting to `action`: plain HTML, no script running yet. */
export function servePage(action = site.action, state: FormState = { token: 'v1.first' }): void {
  const page = document.createElement('div');
  page.innerHTML = /<main>[\s\S]*<\/main>/.exec(contactPageHtml(state))?.[0] ?? '';
  document.body.replaceChildren(page);
  pointFormAt(action);
}

/** Points the form in the page at `action` (the served HTML posts to the site's own `/contact`). */
export const pointFormAt = (action: string) => document.querySelector('form')?.setAttribute('action', action);

/** Starts the page's islands as the host's island loader does, with this remote's island module. */
export async function startPage() {
  const results = await startIslands({
    load: async (module) => {
      if (module !== 'contact/ContactFormIsland') throw new Error(`${module} is not exposed`);
      return import('../islands/ContactFormIsland');
    },
    react: () => {
      throw new Error('a dom island needs no React');
    },
  });
  expect(results).toEqual([{ status: 'fulfilled', value: undefined }]);
}

/** The form's text box named `name` (`Name`, `E-mail`, `Message`). */
export const field = (name: string) => screen.getByRole('textbox', { name });
/** The form's Send button. */
export const send = () => screen.getByRole('button', { name: 'Send' });
/** A visitor's message the form takes. */
export const ada = { userName: 'Ada Lovelace', Email: 'ada@example.org', message: 'Which country has the most borders?' };

/** Types `values` into the form's fields, as a visitor would. */
export async function fillIn(user: ReturnType<typeof userEvent.setup>, values: { userName: string; Email: string; message: string }) {
  await user.type(field('Name'), values.userName);
  await user.type(field('E-mail'), values.Email);
  await user.type(field('Message'), values.message);
}
