import { LRUCache } from 'lru-cache';
import type { RenderedPage, Renderer } from '../src/renderer';
import { type CachedPage, PageCache } from './page-cache';

/** What the render server's refusals say (503 `busy` and `busyPost`, 429, 403, 400): never anything of the request. */
export const REFUSAL_TEXTS = {
  busy: 'WorldAtlas is very busy just now. Please try again in a few seconds.',
  busyPost: 'WorldAtlas is very busy just now. Your message was not sent: please try again in a few seconds.',
  tooMany: 'You have asked for many pages in a short time. Please wait a minute, then try again.',
  crossSite: 'This form was sent from a page of another site, so it was not accepted. Open the page on WorldAtlas and send it from there.',
  malformedForm: 'What was sent could not be read as a form. Go back to the page and send it again.',
} as const;

const FAILURE_TEXT = 'Something went wrong on our side. Please try again in a moment.';

/** The 500 page when even the host's code cannot render it: plain HTML. */
const PLAIN_FAILURE_PAGE: RenderedPage = {
  kind: 'page',
  status: 500,
  headers: {},
  meta: [{ title: '500 · WorldAtlas' }, { name: 'description', content: FAILURE_TEXT }],
  styles: '',
  body: `<main><h1>500</h1><p>Oops! An error occurred.</p><p>${FAILURE_TEXT}</p><p><a href="/">Go Home</a></p></main>`,
  islands: false,
  complete: false,
};

type Template = (page: RenderedPage, canonicalUrl: string | undefined) => string;

/** The error pages the render server answers itself, each rendered once and kept (the last 64 refusals; one that failed is tried again). */
export class ErrorPages {
  /** The 500 page, rendered at start. */
  readonly failure: Promise<CachedPage>;
  private readonly refusals = new LRUCache<string, Promise<CachedPage>>({ max: 64 });

  constructor(
    private readonly renderer: Renderer,
    private readonly template: Template,
  ) {
    this.failure = renderer
      .errorPage(500, FAILURE_TEXT)
      .then((rendered) => PageCache.page(500, template(rendered, undefined)))
      .catch(() => PageCache.page(500, template(PLAIN_FAILURE_PAGE, undefined)));
  }

  /** The error page for `status` saying `text`, for the remotes' current releases. @throws (rejects) when the host's code cannot render it. */
  refusal(status: number, text: string): Promise<CachedPage> {
    const key = `${status} ${this.renderer.releases()} ${text}`;
    let page = this.refusals.get(key);
    if (!page) {
      page = this.renderer.errorPage(status, text).then((rendered) => PageCache.page(status, this.template(rendered, undefined)));
      this.refusals.set(key, page);
      page.catch(() => this.refusals.delete(key));
    }
    return page;
  }
}
