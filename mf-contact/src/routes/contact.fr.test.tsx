import { screen, within } from '@testing-library/react';
import { type RunningContactApi, startContactApi } from '../../../contact-api/test/contact-service';
import { DOWN_SERVICE } from '../test/contact-api';
import { answer, answerPage, contactContext, formPost, islandProps, pageRequest, show, tokenIn } from '../test/render';

// The contact page in French, as the render server renders it for /fr/contact: the page's texts, the
// form's, the island's and every refusal in the page's language, on the real contact service (whose
// own texts are English and never shown).
let service: RunningContactApi;
beforeAll(async () => {
  service = await startContactApi();
});
afterAll(() => service?.stop());

const VISITOR = '203.0.113.8';
const inFrench = (url: string) => contactContext(url, VISITOR, 'fr');
const field = (name: string) => screen.getByRole('textbox', { name });
// French puts a no-break space before a colon, a question mark or an exclamation mark: an accessible
// name and the island's props keep it; Testing Library's text matchers read it as a space.
const NBSP = '\u00a0';

describe('the contact page in French', () => {
  it('has its heading, its sentence, the form and Send in French, and gives the island its texts in French', async () => {
    const { status, html } = await answerPage(pageRequest(), inFrench(service.url));
    expect(status).toBe(200);
    const page = show(html);
    const section = screen.getByRole('region', { name: 'Nous contacter' });
    expect(within(section).getByRole('heading', { level: 1, name: 'Nous contacter' })).toBeInTheDocument();
    expect(within(section).getByText(`Vous avez trouvé une erreur dans les données d’un pays, ou vous avez une idée pour WorldAtlas ? Écrivez-nous.`)).toBeInTheDocument();
    expect(['Nom', 'E-mail', 'Message'].map((name) => field(name).getAttribute('name'))).toEqual(['userName', 'Email', 'message']);
    expect(screen.getByRole('button', { name: 'Envoyer' })).toHaveAttribute('type', 'submit');
    expect(page.querySelector('input[name="website"]')?.closest('label')).toHaveTextContent('Laissez ce champ vide');
    expect(islandProps(page)).toMatchObject({
      locale: 'fr',
      texts: { sending: 'Envoi en cours…', offline: `Votre message n’a pas pu être envoyé${NBSP}: vérifiez votre connexion et appuyez de nouveau sur Envoyer.` },
    });
  });

  it("says beside each field why the service refused it, in French, never the service's English", async () => {
    const typed = { userName: 'x'.repeat(101), Email: 'grace@localhost', message: '   ' };
    const { status, html } = await answerPage(formPost({ ...typed, token: tokenIn((await answerPage(pageRequest(), inFrench(service.url))).html), website: '' }), inFrench(service.url));
    expect(status).toBe(400);
    show(html);
    expect(field('Nom')).toHaveAccessibleDescription('Doit comporter au plus 100 caractères.');
    expect(field('E-mail')).toHaveAccessibleDescription('Saisissez une adresse e-mail, comme \u2068name@example.org\u2069.');
    expect(field('Message')).toHaveAccessibleDescription('Doit contenir au moins un caractère visible.');
    expect(field('Nom')).toHaveValue(typed.userName);
    expect(html).not.toMatch(/must be|must contain|valid e-mail/i);
  });

  it('says in French that the form was open too long when its token is not one the service signed', async () => {
    const token = tokenIn((await answerPage(pageRequest(), inFrench(service.url))).html);
    const { status, html } = await answerPage(formPost({ userName: 'Ada', Email: 'ada@example.org', message: 'Bonjour', token: `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`, website: '' }), inFrench(service.url));
    expect(status).toBe(400);
    show(html);
    expect(screen.getByRole('alert')).toHaveTextContent(`Ce formulaire est resté ouvert trop longtemps pour être envoyé. Votre message est toujours là : appuyez de nouveau sur Envoyer.`);
  });

  it('says in French that the contact service is down, on the form and after a post', async () => {
    const page = await answerPage(pageRequest(), inFrench(DOWN_SERVICE));
    expect(page.status).toBe(503);
    show(page.html);
    expect(screen.getByRole('alert')).toHaveTextContent(`Le formulaire de contact ne peut pas recevoir de messages pour le moment. Vous pouvez écrire le vôtre ; réessayez de l’envoyer dans un instant.`);

    const posted = await answerPage(formPost({ userName: 'Hedy', Email: 'hedy@example.org', message: 'Bonjour', token: 'v1.x', website: '' }), inFrench(DOWN_SERVICE));
    expect(posted.status).toBe(503);
    show(posted.html);
    expect(screen.getByRole('alert')).toHaveTextContent(`Votre message n’a pas pu être envoyé pour le moment : le service de contact ne répond pas.`);
    expect(field('Message')).toHaveValue('Bonjour');
  });

  it('confirms in French, with the link to write another message', async () => {
    const received = await answer(formPost({ userName: 'Ada', Email: 'ada@example.org', message: 'Un message en français', token: tokenIn((await answerPage(pageRequest(), inFrench(service.url))).html), website: '' }), inFrench(service.url));
    expect(received.kind === 'response' && received.response.status).toBe(303);
    show((await answerPage(pageRequest('/contact?sent=1'), inFrench(DOWN_SERVICE))).html);
    expect(screen.getByRole('heading', { level: 2, name: `Merci${NBSP}! Votre message a bien été reçu.` })).toBeInTheDocument();
    expect(screen.getByText('Nous lisons chaque message et répondons par e-mail.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Écrire un autre message' })).toHaveAttribute('href', '/fr/contact');
  });
});
