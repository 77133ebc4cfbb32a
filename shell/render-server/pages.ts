import { ENGLISH, languageOfPath, type Message } from '@worldatlas/i18n';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import Negotiator from 'negotiator';
import type { RedirectAnswer, RenderedPage, Renderer, ResolvedPage, ResourceAnswer, Visitor } from '../src/renderer';
import { REFUSAL_TEXTS } from '../src/renderer/refusals';
import type { ErrorPages } from './error-pages';
import { isFromAnotherSite, readsAsFormData } from './form-posts';
import { HOME_VARY, homeIn, homeLanguage } from './language-choice';
import { BUSY_RETRY_AFTER_S } from './limits';
import { type CachedPage, PageCache, segmentOf } from './page-cache';

/** A page rendered for a request (or a resource route's answer), as sent: whether the cache kept it, and its `Server-Timing` entry. */
interface Rendered {
  page: CachedPage | ResourceAnswer;
  kept: boolean;
  timing: string;
}

/** What {@link PageAnswers} answers pages with (`app.ts` makes them). */
export interface PageAnswersOptions {
  renderer: Renderer;
  template: (page: RenderedPage, canonicalUrl: string | undefined) => string;
  cache: PageCache;
  errorPages: ErrorPages;
  /** The site's public origin, which canonical URLs start with. */
  origin: string;
  /** Runs a render in its turn, or refuses it (`undefined`): `renderQueue`. */
  queue: <T>(render: () => Promise<T>) => Promise<T> | undefined;
  /** Counts a page not in the cache toward the visitor's budget: `null` within it, else the seconds until it is spent no more. */
  countMiss: (request: FastifyRequest) => Promise<number | null>;
}

/** No other origin's script may read a page: CORS is for the site's static files. */
const asPage = (reply: FastifyReply) => reply.removeHeader('access-control-allow-origin');

/** Who the page is for: their address. */
const visitorOf = (request: FastifyRequest): Visitor => ({ address: request.ip });

/**
 * Sends a resource route's answer as its route module made it (status, headers, bytes: a PNG is not
 * gzipped again); 304 for a GET whose ETag, when it has one, the client has.
 */
function sendResource(request: FastifyRequest, reply: FastifyReply, answer: ResourceAnswer): FastifyReply {
  reply.code(answer.status).headers(answer.headers);
  const etag = answer.headers.etag;
  if (request.method === 'GET' && answer.status === 200 && etag !== undefined && fresh(request.headers, { etag })) return reply.code(304).send();
  return reply.send(Buffer.from(answer.body.buffer, answer.body.byteOffset, answer.body.byteLength));
}

/**
 * Sends `page` (a page, a redirect or a resource route's answer), a page gzipped when accepted; 304
 * for a GET whose ETag the client has. `vary` names what else than the address chose the answer.
 */
function send(request: FastifyRequest, reply: FastifyReply, page: CachedPage | ResourceAnswer, vary = 'accept-encoding'): FastifyReply {
  if ('kind' in page) return sendResource(request, reply, page);
  const cacheControl = page.headers['cache-control'] ?? 'no-cache';
  if (page.headers.location) return reply.code(page.status).headers({ ...page.headers, 'cache-control': cacheControl, ...(vary !== 'accept-encoding' && { vary }) }).send();
  reply.code(page.status).type('text/html; charset=utf-8').headers({ ...page.headers, 'cache-control': cacheControl, etag: page.etag, vary });
  if (request.method === 'GET' && page.status === 200 && fresh(request.headers, { etag: page.etag })) return reply.code(304).send();
  const gzip = new Negotiator({ headers: { 'accept-encoding': request.headers['accept-encoding'] ?? '' } }).encoding(['gzip', 'identity']) === 'gzip';
  if (gzip) return reply.header('content-encoding', 'gzip').send(PageCache.gzip(page));
  return reply.send(page.html);
}

/** The render server's answers to pages: `get` for a page asked for, `post` for a form posted to a page (the README says what each answers). */
export class PageAnswers {
  /** Renders under way, by cache key: a page asked for again meanwhile waits for the same render. */
  private readonly rendering = new Map<string, Promise<Rendered>>();

  constructor(private readonly options: PageAnswersOptions) {}

  /**
   * The page `request` asks for: resolved once, from the cache, or rendered in its turn. At `/`, a
   * visitor whose chosen or browser's language is another than English is sent (302) to its home page.
   */
  readonly get = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    asPage(reply);
    // Joined, not resolved: a path such as `//elsewhere.example/x` stays a path of this site.
    const url = new URL(`${this.options.origin}${request.url}`);
    if (url.pathname === '/') {
      const language = homeLanguage(request);
      if (language !== ENGLISH) return send(request, reply.header('x-cache', 'MISS'), PageCache.page(302, '', { location: homeIn(language, url.search), 'cache-control': 'private, no-cache' }), HOME_VARY);
      return this.page(request, reply, url, HOME_VARY);
    }
    return this.page(request, reply, url, 'accept-encoding');
  };

  /** The page at `url` for `request`, sent with `vary`. */
  private async page(request: FastifyRequest, reply: FastifyReply, url: URL, vary: string): Promise<FastifyReply> {
    const visitor = visitorOf(request);
    let resolved: ResolvedPage;
    try {
      resolved = await this.options.renderer.resolve(new Request(url, { headers: { accept: 'text/html' } }));
    } catch (error) {
      return this.failed(request, reply, url.pathname, error);
    }
    if (resolved.redirect) return send(request, reply.header('x-cache', 'MISS'), this.redirectOf(resolved.redirect, undefined, '').page);
    const key = resolved.key;
    const cached = key ? this.options.cache.get(key) : undefined;
    reply.header('x-cache', cached ? 'HIT' : 'MISS');
    if (cached) return send(request, reply, cached, vary);
    const admission = await this.admitted(request, reply);
    if (admission !== true) return admission;
    try {
      const answer = await this.renderInTurn(resolved, visitor, key);
      if (!answer) return await this.refuse(request, reply, 503, REFUSAL_TEXTS.busy, BUSY_RETRY_AFTER_S);
      // What this answer's render took; a page shared with the request that rendered it names none.
      if (!answer.shared) reply.header('server-timing', answer.result.timing);
      return send(request, reply, answer.result.page, vary);
    } catch (error) {
      return this.failed(request, reply, url.pathname, error);
    }
  }

  /** A form posted to a page (`POST /contact`): refused before any action runs (415, 403, 400), else its route's action runs; never kept. */
  readonly post = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    asPage(reply);
    const url = new URL(`${this.options.origin}${request.url}`);
    if (!(request.body instanceof Buffer)) return reply.code(415).type('text/plain; charset=utf-8').send('Unsupported Media Type');
    const body = request.body;
    const contentType = request.headers['content-type'] ?? '';
    const visitor = visitorOf(request);
    if (isFromAnotherSite(request.headers, this.options.origin)) return this.refuse(request, reply, 403, REFUSAL_TEXTS.crossSite);
    if (!(await readsAsFormData(body, contentType))) {
      // Named by its type alone: nothing of the body, which holds what the visitor typed.
      const type = /^multipart\//i.test(contentType) ? 'multipart/form-data' : 'application/x-www-form-urlencoded';
      request.log.warn(`a form post to a page did not read as ${type}: answered 400`);
      return this.refuse(request, reply, 400, REFUSAL_TEXTS.malformedForm);
    }
    const admission = await this.admitted(request, reply);
    if (admission !== true) return admission;
    try {
      const resolved = await this.options.renderer.resolve(new Request(url, { method: 'POST', headers: { 'content-type': contentType, accept: 'text/html' }, body }));
      const answer = this.options.queue(() => this.render(resolved, visitor, undefined));
      if (!answer) return await this.refuse(request, reply, 503, REFUSAL_TEXTS.busyPost, BUSY_RETRY_AFTER_S);
      const result = await answer;
      return send(request, reply.header('server-timing', result.timing), result.page);
    } catch (error) {
      return this.failed(request, reply, url.pathname, error);
    }
  };

  /** The page rendered in its turn, or the render of the same key under way (`shared`); `undefined` when every place and the queue are taken. */
  private async renderInTurn(resolved: ResolvedPage, visitor: Visitor, key: string | undefined): Promise<{ result: Rendered; shared: boolean } | undefined> {
    const under = key ? this.rendering.get(key) : undefined;
    if (under) {
      const result = await under;
      return result.kept ? { result, shared: true } : { result: await this.render(resolved, visitor, undefined), shared: false };
    }
    const started = this.options.queue(() => this.render(resolved, visitor, key));
    if (!started) return undefined;
    if (!key) return { result: await started, shared: false };
    const settled = started.finally(() => this.rendering.delete(key));
    this.rendering.set(key, settled);
    return { result: await settled, shared: false };
  }

  /** Renders `resolved` for `visitor`, as it is sent; kept under `key` when it is complete. */
  private async render(resolved: ResolvedPage, visitor: Visitor, key: string | undefined): Promise<Rendered> {
    const started = performance.now();
    const rendered = await resolved.render(visitor);
    const timing = `render;dur=${(performance.now() - started).toFixed(1)}`;
    if (rendered.kind === 'redirect') return this.redirectOf(rendered, key, timing);
    // Its route module keeps what it makes (a card is kept by the countries remote), and clients by its own Cache-Control.
    if (rendered.kind === 'resource') return { page: rendered, kept: false, timing };
    const { cache, origin, template } = this.options;
    const html = template(rendered, rendered.canonicalPath === undefined ? undefined : `${origin}${rendered.canonicalPath}`);
    if (key && rendered.complete) return { page: cache.set(key, segmentOf(resolved.address, rendered.status), rendered.status, html, rendered.headers), kept: true, timing };
    return { page: PageCache.page(rendered.status, html, rendered.headers), kept: false, timing };
  }

  /** A redirect, as sent; kept under `key` when given. */
  private redirectOf(redirect: RedirectAnswer, key: string | undefined, timing: string): Rendered {
    const headers = { location: redirect.location };
    if (key) return { page: this.options.cache.set(key, 'visitor', redirect.status, '', headers), kept: true, timing };
    return { page: PageCache.page(redirect.status, '', headers), kept: false, timing };
  }

  /** The host's own code failed while answering `path`: logged, and answered 500 with the error page in its language, never kept. */
  private async failed(request: FastifyRequest, reply: FastifyReply, path: string, error: unknown): Promise<FastifyReply> {
    request.log.error({ err: error }, `rendering ${path} failed`);
    reply.removeHeader('x-cache');
    return send(request, reply, { ...(await this.options.errorPages.failure(languageOfPath(path.split('?')[0] ?? ''))), headers: { 'cache-control': 'no-store' } });
  }

  /** Refuses the page with the error page for `status` saying `text` in the language of the address asked for, with `Retry-After` when `retryAfterS` is given. */
  private async refuse(request: FastifyRequest, reply: FastifyReply, status: number, text: Message, retryAfterS?: number): Promise<FastifyReply> {
    try {
      const page = await this.options.errorPages.refusal(status, text, languageOfPath(new URL(`${this.options.origin}${request.url}`).pathname));
      return send(request, reply, { ...page, headers: { 'cache-control': 'no-store', ...(retryAfterS !== undefined && { 'retry-after': String(retryAfterS) }) } });
    } catch (error) {
      return this.failed(request, reply, request.url, error);
    }
  }

  /** `true` when this page is within the visitor's budget of pages not in the cache, else the 429 refusal sent (or nothing, when the visitor has gone). */
  private async admitted(request: FastifyRequest, reply: FastifyReply): Promise<true | FastifyReply> {
    // Node forgets a connection's address once it closes: a visitor who has gone is neither counted
    // nor rendered for, and the answer (nginx's 499, for the log) reaches no one.
    if (request.ip === undefined) return reply.code(499).send();
    const retryAfterS = await this.options.countMiss(request);
    return retryAfterS === null ? true : this.refuse(request, reply, 429, REFUSAL_TEXTS.tooMany, retryAfterS);
  }
}
