import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from '@worldatlas/design-system';
import { startIslands } from '@worldatlas/islands/hydrate';
import { renderToString } from 'react-dom/server';
import { Component as ContactPage } from '../routes/contact';
import { enhance } from './ContactFormIsland';

// The test environment puts Node's FormData on the window (for fetch), which refuses a form element;
// a browser's takes one. jsdom's own, from a frame, is the browser's.
beforeAll(() => {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  globalThis.FormData = (frame.contentWindow as unknown as typeof globalThis).FormData;
});

/** The contact page as the server renders it, in the document: plain HTML, no script running yet. */
function servePage(): HTMLElement {
  const page = document.createElement('main');
  page.innerHTML = renderToString(
    <Provider locale="en-US">
      <ContactPage />
    </Provider>,
  );
  document.body.replaceChildren(page);
  return page;
}

/** Starts the page's islands as the host's island loader does, with this remote's island module. */
async function startPage(page: HTMLElement) {
  const results = await startIslands(
    {
      load: async (module) => {
        if (module !== 'contact/ContactFormIsland') throw new Error(`${module} is not exposed`);
        return import('./ContactFormIsland');
      },
      react: () => {
        throw new Error('a dom island needs no React');
      },
    },
    page,
  );
  expect(results).toEqual([{ status: 'fulfilled', value: undefined }]);
}

const field = (name: string) => screen.getByRole('textbox', { name });

async function fillIn(user: ReturnType<typeof userEvent.setup>, values: { name: string; email: string; message: string }) {
  await user.type(field('Name'), values.name);
  await user.type(field('E-mail'), values.email);
  await user.type(field('Message'), values.message);
}

describe('the contact form island', () => {
  it('logs the values, makes no network call, clears the form and confirms, without leaving the page', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const network = jest.spyOn(globalThis, 'fetch');
    const page = servePage();
    await startPage(page);
    const user = userEvent.setup();
    await fillIn(user, { name: 'Ada Lovelace', email: 'ada@example.org', message: 'Which country has the most borders?' });
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(log).toHaveBeenCalledWith({ userName: 'Ada Lovelace', Email: 'ada@example.org', message: 'Which country has the most borders?' });
    expect(network).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Thank you! Your message has been noted.');
    for (const name of ['Name', 'E-mail', 'Message']) expect(field(name)).toHaveValue('');
    expect(page).toContainElement(screen.getByRole('button', { name: 'Send' }));
  });

  it('clears the confirmation once the visitor types again', async () => {
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    await startPage(servePage());
    const user = userEvent.setup();
    await fillIn(user, { name: 'Ada', email: 'ada@example.org', message: 'Hello' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('status')).toHaveTextContent('Thank you!');
    await user.type(field('Name'), 'B');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it("lets the browser block an empty or malformed form: nothing is logged, what was typed stays", async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    await startPage(servePage());
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await fillIn(user, { name: 'Ada', email: 'not-an-address', message: 'Hello' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(field('E-mail')).toBeInvalid();
    expect(field('Name')).toHaveValue('Ada');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(log).not.toHaveBeenCalled();
  });

  it('sends what the visitor typed before its code arrived, as typed', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const page = servePage();
    const user = userEvent.setup();
    await fillIn(user, { name: 'Early', email: 'early@example.org', message: 'Typed before the script' });
    await startPage(page);
    expect(field('Message')).toHaveValue('Typed before the script');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(log).toHaveBeenCalledWith({ userName: 'Early', Email: 'early@example.org', message: 'Typed before the script' });
  });

  it('refuses an element without the form and its live region', () => {
    const element = document.createElement('div');
    element.innerHTML = '<p>No form here</p>';
    expect(() => enhance(element)).toThrow('The contact form island has no form with a status');
  });
});
