import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DOWN_SERVICE } from '../test/contact-api';
import { ada, field, fillIn, pointFormAt, send, servePage, site, startPage } from '../test/island-page';

// The island when the message is not sent: a field the server refused, the server's own problem, the
// form coming back while the visitor types, no connection, an answer that is not the contact page.

describe('the contact form island', () => {
  it("shows a refused field's reason with what was typed, focuses that field, and sends again from the new form", async () => {
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    site.answer = (fields) => ({ status: 400, form: { token: 'v1.second', values: { userName: fields.get('userName') ?? '', Email: fields.get('Email') ?? '', message: fields.get('message') ?? '' }, errors: { Email: 'Enter an e-mail address, like name@example.org.' } } });
    servePage();
    await startPage();
    const user = userEvent.setup();
    await fillIn(user, { ...ada, Email: 'ada@localhost' });
    await user.click(send());

    await waitFor(() => expect(field('E-mail')).toHaveFocus());
    expect(field('E-mail')).toHaveAccessibleDescription('Enter an e-mail address, like name@example.org.');
    expect(field('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect([field('Name'), field('E-mail'), field('Message')].map((box) => (box as HTMLInputElement).value)).toEqual([ada.userName, 'ada@localhost', ada.message]);
    expect(send()).toBeEnabled();

    site.answer = () => ({ redirect: '/contact?sent=1' });
    pointFormAt(site.action);
    await user.clear(field('E-mail'));
    await user.type(field('E-mail'), ada.Email);
    await user.click(send());
    await screen.findByRole('heading', { name: 'Thank you! Your message has been received.' });
    expect(Object.fromEntries(site.posts[1]?.fields ?? [])).toEqual({ token: 'v1.second', website: '', ...ada });
  });

  it("shows why the server could not take the message (its page's alert), focused, with what was typed", async () => {
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const problem = 'Your message could not be sent just now: the contact service is not answering. It is still here; try again in a moment.';
    site.answer = (fields) => ({ status: 503, form: { token: 'v1.second', problem, values: { userName: fields.get('userName') ?? '', Email: fields.get('Email') ?? '', message: fields.get('message') ?? '' } } });
    servePage();
    await startPage();
    const user = userEvent.setup();
    await fillIn(user, ada);
    await user.click(send());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(problem);
    expect(alert).toHaveFocus();
    expect(field('Message')).toHaveValue(ada.message);
  });

  it('keeps what the visitor typed while the post was under way when the answer is the form again', async () => {
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    let release = () => {};
    site.answer = (fields) =>
      new Promise((resolve) => {
        const values = { userName: fields.get('userName') ?? '', Email: fields.get('Email') ?? '', message: fields.get('message') ?? '' };
        release = () => resolve({ status: 503, form: { token: 'v1.second', problem: 'Your message could not be sent just now.', values } });
      });
    servePage();
    await startPage();
    const user = userEvent.setup();
    await fillIn(user, ada);
    const posted = site.nextPost();
    await user.click(send());
    await posted;
    await user.type(field('Message'), ' And one more thing.');
    release();

    await screen.findByRole('alert');
    expect(field('Message')).toHaveValue(`${ada.message} And one more thing.`);
    expect(field('Name')).toHaveValue(ada.userName);
    expect(send()).toBeEnabled();
  });

  it('keeps the form, enables Send again and says so when the post cannot be made; typing clears that', async () => {
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    servePage(`${DOWN_SERVICE}/contact`);
    await startPage();
    const user = userEvent.setup();
    await fillIn(user, ada);
    await user.click(send());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Your message could not be sent: check your connection and press Send again.'));
    expect(send()).toBeEnabled();
    expect(field('Message')).toHaveValue(ada.message);
    await user.type(field('Message'), '!');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('keeps the form and says so when the answer is not a contact page (an error page)', async () => {
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    site.answer = () => ({ status: 500, html: '<!doctype html><h1>Something went wrong</h1>' });
    servePage();
    await startPage();
    const user = userEvent.setup();
    await fillIn(user, ada);
    await user.click(send());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Your message could not be sent'));
    expect(send()).toBeEnabled();
    expect(field('Name')).toHaveValue(ada.userName);
  });
});
