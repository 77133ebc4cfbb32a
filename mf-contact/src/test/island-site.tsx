import { defineClasses, Provider } from '@worldatlas/design-system';
import { Island } from '@worldatlas/islands';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { renderToString } from 'react-dom/server';
import { ContactForm, type ContactFormProps } from '../features/contact-form/ContactForm';
import { FORM_STYLES } from '../features/contact-form/form-styles';
import { intlFor } from '../i18n';
import { contactFormIslandTexts } from '../islands/ContactFormIsland.messages';

/** The form's state, as the contact route gives it to the island (its classes resolved here). */
export type FormState = Omit<ContactFormProps, 'classes' | 'action'>;

const useFormClasses = defineClasses(FORM_STYLES);

/** The contact page's island, as the route's view renders it: the real ContactForm in a `dom` island, with the island's texts in the form's language. */
function FormIsland(props: FormState) {
  const texts = contactFormIslandTexts(intlFor(props.locale));
  return <Island module="contact/ContactFormIsland" component={ContactForm} props={{ classes: useFormClasses(), action: '/contact', texts, ...props }} runtime="dom" />;
}

/** The contact page's HTML as the render server sends it, the form in `state` (its island, in the design system). */
export function contactPageHtml(state: FormState): string {
  const body = renderToString(
    <Provider locale="en-US">
      <section aria-labelledby="contact-heading">
        <h1 id="contact-heading">Contact Us</h1>
        <FormIsland {...state} />
      </section>
    </Provider>,
  );
  return `<!doctype html><html lang="en"><head><title>Contact · WorldAtlas</title></head><body><main>${body}</main></body></html>`;
}

/** How the stand-in render server answers a post: a redirect (303, as to the confirmation), or a page with a status. */
type PostAnswer = { redirect: string } | { status: number; form: FormState } | { status: number; html: string };

/** A stand-in for the render server on a free loopback port: the contact page's posts and its confirmation. */
export interface IslandSite {
  /** Where the form posts: `http://127.0.0.1:<port>/contact`. */
  action: string;
  /** Each post received, in order: its content type and its fields. */
  posts: Array<{ contentType: string | undefined; fields: URLSearchParams }>;
  /** Decides the answer to each post (the test sets it); may wait before answering. */
  answer: (fields: URLSearchParams) => PostAnswer | Promise<PostAnswer>;
  /** The contact page `GET /contact` answers with (the test sets it): a form with a new token by default. */
  page: () => { status: number; form: FormState } | { status: number; html: string };
  /** How many times `GET /contact` was asked for. */
  pageLoads: number;
  /** Resolves when the next post has arrived, before it is answered. */
  nextPost(): Promise<URLSearchParams>;
  close(): Promise<void>;
}

const bodyOf = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * Starts the stand-in render server: `POST /contact` answered as `site.answer` decides (a redirect,
 * or a page whose island the real ContactForm renders); `GET /contact` as `site.page` decides (the
 * form with a new token); `GET /contact?sent=1` the confirmation page, as the contact route renders
 * it. Anything else: 404.
 */
export async function startIslandSite(): Promise<IslandSite> {
  let arrived: ((fields: URLSearchParams) => void) | undefined;
  const site: Omit<IslandSite, 'action' | 'close'> = {
    posts: [],
    answer: () => ({ redirect: '/contact?sent=1' }),
    page: () => ({ status: 200, form: { token: `v1.page-${site.pageLoads}`, tokenExpiresAt: String(Date.now() + 86_400_000) } }),
    pageLoads: 0,
    nextPost: () => new Promise((resolve) => (arrived = resolve)),
  };
  const server = createServer((request, response) => {
    const page = (status: number, html: string) => response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-cache' }).end(html);
    if (request.method === 'GET' && request.url === '/contact?sent=1') return page(200, contactPageHtml({ sent: true }));
    if (request.method === 'GET' && request.url === '/contact') {
      site.pageLoads += 1;
      const answer = site.page();
      return page(answer.status, 'html' in answer ? answer.html : contactPageHtml(answer.form));
    }
    if (request.method !== 'POST' || request.url !== '/contact') return page(404, '<!doctype html><h1>Not found</h1>');
    void bodyOf(request).then(async (body) => {
      const fields = new URLSearchParams(body);
      site.posts.push({ contentType: request.headers['content-type'], fields });
      arrived?.(fields);
      const answer = await site.answer(fields);
      if ('redirect' in answer) response.writeHead(303, { location: answer.redirect }).end();
      else page(answer.status, 'html' in answer ? answer.html : contactPageHtml(answer.form));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(site, {
    action: `http://127.0.0.1:${(server.address() as AddressInfo).port}/contact`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  });
}
