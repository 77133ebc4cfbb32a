import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DOWN_SERVICE } from '../test/contact-api';
import { servePage, site, startPage } from '../test/island-page';

// What the island writes itself, in the page's language: the texts its props carry, formatted on the
// server. French's no-break space before a colon or an exclamation mark stays in an accessible name;
// Testing Library's text matchers read it as a space.
const NBSP = '\u00a0';

/** Types a message into the French form, as a visitor would. */
async function fillInFrench(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ada@example.org');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Bonjour');
}

describe('the contact form island in French', () => {
  it('says it is sending in French while the post is under way, then shows the confirmation in French', async () => {
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    let release = () => {};
    site.answer = () => new Promise((resolve) => (release = () => resolve({ status: 200, form: { sent: true, locale: 'fr' } })));
    servePage(site.action, { token: 'v1.first', locale: 'fr' });
    await startPage();
    const user = userEvent.setup();
    await fillInFrench(user);
    const posted = site.nextPost();
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await posted;
    expect(screen.getByRole('status')).toHaveTextContent('Envoi en cours…');
    release();
    await screen.findByRole('heading', { level: 2, name: `Merci${NBSP}! Votre message a bien été reçu.` });
  });

  it('says in French that the post could not be made', async () => {
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    servePage(`${DOWN_SERVICE}/contact`, { token: 'v1.first', locale: 'fr' });
    await startPage();
    const user = userEvent.setup();
    await fillInFrench(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`Votre message n’a pas pu être envoyé : vérifiez votre connexion et appuyez de nouveau sur Envoyer.`));
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeEnabled();
  });
});
