import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from '@worldatlas/islands';
import type { MetaDescriptor, RouteContext } from '@worldatlas/routing';
import { renderTestPage, type TestRoute } from '@worldatlas/routing/test-kit';
import * as contactRoute from '../routes/contact';

/** Where the page is asked for: the site's own address (the action's redirect is a path on it). */
const SITE = 'http://localhost';
/** The visitor's address the render server would pass on (TEST-NET-3, not this machine's). */
const VISITOR = '203.0.113.7';
/** The page's locale in these tests unless one is named. */
const LOCALE = 'en-US';

/** The form's fields as a browser posts them, by their names. */
export type PostedFields = Record<'userName' | 'Email' | 'message' | 'token' | 'website', string>;

/** The context the render server gives the contact route's loader and action: the contact service at `contactUrl`, `visitor` as the visitor's address, the page in `locale`. */
export function contactContext(contactUrl: string, visitor = VISITOR, locale = LOCALE): RouteContext {
  return { apiBaseUrl: 'http://127.0.0.1:4000', locale, fetch, services: { contact: contactUrl }, visitor: { address: visitor } };
}

/** `GET path` as a browser asks for the page. */
export const pageRequest = (path = '/contact') => new Request(new URL(path, SITE), { headers: { accept: 'text/html' } });

/** `POST /contact` as a browser without scripts sends the form (URL-encoded). */
export const formPost = (fields: PostedFields) => new Request(new URL('/contact', SITE), { method: 'POST', body: new URLSearchParams(fields) });

/** The contact route as the shell's route table maps it (`/contact`). */
export const CONTACT_ROUTES: readonly TestRoute[] = [{ id: 'contact', path: '/contact', module: contactRoute }];

/** What the render server answers: the page (status, the route's headers, its HTML and meta) or the route's redirect, as a `Response`. */
export type Answer = { kind: 'page'; status: number; headers: Headers; html: string; meta: MetaDescriptor[] } | { kind: 'response'; response: Response };

/**
 * Runs the contact route for `request` as the render server does (`renderTestPage`: its loader, or
 * for a post its action alone, with `context`, then the page rendered in the design system, in
 * `context.locale`).
 * @returns the page with its status and its route module's headers, or the redirect the route answered with.
 * @throws Error when the route failed (a route error).
 */
export async function answer(request: Request, context: RouteContext, routes: readonly TestRoute[] = CONTACT_ROUTES): Promise<Answer> {
  const answered = await renderTestPage(routes, request, { context });
  if (answered.kind === 'redirect') return { kind: 'response', response: new Response(null, { status: answered.status, headers: { location: answered.location } }) };
  if (answered.context.errors) throw new Error(`the route failed: ${JSON.stringify(answered.context.errors)}`);
  return { kind: 'page', status: answered.status, headers: answered.headers, html: answered.html, meta: answered.meta };
}

/** Runs `request` as {@link answer} does and expects a page. @throws Error when the route answered with a `Response`. */
export async function answerPage(request: Request, context: RouteContext) {
  const answered = await answer(request, context);
  if (answered.kind === 'response') throw new Error(`the route answered ${answered.response.status} ${answered.response.headers.get('location') ?? ''}`);
  return answered;
}

/** Puts `html` into the document as the browser gets it, no script running. */
export function show(html: string): HTMLElement {
  const container = document.createElement('main');
  container.innerHTML = html;
  document.body.replaceChildren(container);
  return container;
}

/** The props the server wrote beside the page's island, as the browser reads them. */
export function islandProps(root: ParentNode): Record<string, unknown> {
  const id = root.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)?.dataset.islandId ?? '';
  return JSON.parse(root.querySelector(`script[${ISLAND_PROPS_ATTRIBUTE}="${id}"]`)?.textContent ?? 'null') as Record<string, unknown>;
}

/** The form's token in the page's HTML, as the browser would send it back. */
export const tokenIn = (html: string) => /<input type="hidden" name="token" value="([^"]*)"/.exec(html)?.[1] ?? '';
