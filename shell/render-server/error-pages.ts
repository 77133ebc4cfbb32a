import { LRUCache } from 'lru-cache';
import type { RenderedPage, Renderer } from '../src/renderer';
import { DEFAULT_LOCALE } from './locale';
import { type CachedPage, PageCache } from './page-cache';

/** What the error pages the render server answers itself say, by reason: never anything of the request. */
export const REFUSAL_TEXTS = {
  /** 503: every render place and the queue are taken. */
  busy: 'WorldAtlas is very busy just now. Please try again in a few seconds.',
  /** 503 to a form post, for the same reason. */
  busyPost: 'WorldAtlas is very busy just now. Your message was not sent: please try again in a few seconds.',
  /** 429: the visitor asked for too many pages not in the cache. */
  tooMany: 'You have asked for many pages in a short time. Please wait a minute, then try again.',
  /** 403: a form posted from a page of another site. */
  crossSite: 'This form was sent from a page of another site, so it was not accepted. Open the page on WorldAtlas and send it from there.',
  /** 400: a form post whose body does not read as form data. */
  malformedForm: 'What was sent could not be read as a form. Go back to the page and send it again.',
} as const;

/** What the error page says when the site itself failed to make a page. */
const FAILURE_TEXT = 'Something went wrong on our side. Please try again in a moment.';

/** The error page without the site's code: its text in plain HTML, inside the shell's page. */
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

/** The shell's page template with a rendered page written in (`page-template.ts`). */
type Template = (page: RenderedPage, canonicalUrl: string | undefined) => string;

/**
 * The site's error pages the render server answers itself, each rendered by the renderer once and
 * kept: `failure`, for when the host's own code failed to make a page (500, in the default locale;
 * a plain page with the same text when even that cannot be rendered), and the refusals, by status,
 * text and locale (the last 64 kept; a page that failed to render is tried again next time).
 */
export class ErrorPages {
  /** The failure page (500), rendered at start. */
  readonly failure: Promise<CachedPage>;
  private readonly refusals = new LRUCache<string, Promise<CachedPage>>({ max: 64 });

  constructor(
    private readonly renderer: Renderer,
    private readonly template: Template,
  ) {
    this.failure = renderer
      .errorPage(500, FAILURE_TEXT, DEFAULT_LOCALE)
      .then((rendered) => PageCache.page(500, template(rendered, undefined)))
      .catch(() => PageCache.page(500, template(PLAIN_FAILURE_PAGE, undefined)));
  }

  /**
   * The error page for `status` saying `text` in `locale`, for the remotes' current releases.
   * @throws (rejects) when the host's code cannot render it.
   */
  refusal(status: number, text: string, locale: string): Promise<CachedPage> {
    const key = `${status} ${locale} ${this.renderer.releases()} ${text}`;
    let page = this.refusals.get(key);
    if (!page) {
      page = this.renderer.errorPage(status, text, locale).then((rendered) => PageCache.page(status, this.template(rendered, undefined)));
      this.refusals.set(key, page);
      page.catch(() => this.refusals.delete(key));
    }
    return page;
  }
}
