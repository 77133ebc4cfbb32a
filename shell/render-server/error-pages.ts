import { ENGLISH, LIVE_LANGUAGES, type Message, type SiteLanguage } from '@worldatlas/i18n';
import { LRUCache } from 'lru-cache';
import type { RenderedPage, Renderer } from '../src/renderer';
import { FAILURE_TEXT } from '../src/renderer/refusals';
import { type CachedPage, PageCache } from './page-cache';

/** The 500 page when even the host's code cannot render it: plain HTML, in English. */
const PLAIN_FAILURE_PAGE: RenderedPage = {
  kind: 'page',
  status: 500,
  headers: {},
  meta: [{ title: '500 · WorldAtlas' }, { name: 'description', content: FAILURE_TEXT.defaultMessage }],
  language: ENGLISH,
  styles: '',
  body: `<main><h1>500</h1><p>Oops! An error occurred.</p><p>${FAILURE_TEXT.defaultMessage}</p><p><a href="/">Go Home</a></p></main>`,
  islands: false,
  complete: false,
};

type Template = (page: RenderedPage, canonicalUrl: string | undefined) => string;

/**
 * The error pages the render server answers itself, in the language of the address asked for, each
 * rendered once and kept (the last 64 refusals; one that failed is tried again).
 */
export class ErrorPages {
  /** The 500 page in each live language, rendered at start. */
  private readonly failures: ReadonlyMap<string, Promise<CachedPage>>;
  private readonly refusals = new LRUCache<string, Promise<CachedPage>>({ max: 64 });

  constructor(
    private readonly renderer: Renderer,
    private readonly template: Template,
  ) {
    this.failures = new Map(
      LIVE_LANGUAGES.map((language) => [
        language.tag,
        renderer
          .errorPage(500, FAILURE_TEXT, language)
          .then((rendered) => PageCache.page(500, template(rendered, undefined)))
          .catch(() => PageCache.page(500, template(PLAIN_FAILURE_PAGE, undefined))),
      ]),
    );
  }

  /** The 500 page in `language` (English for a language not live). */
  failure(language: SiteLanguage): Promise<CachedPage> {
    return this.failures.get(language.tag) ?? (this.failures.get(ENGLISH.tag) as Promise<CachedPage>);
  }

  /** The error page for `status` saying `text` in `language`, for the remotes' current releases. @throws (rejects) when the host's code cannot render it. */
  refusal(status: number, text: Message, language: SiteLanguage): Promise<CachedPage> {
    const key = `${status} ${this.renderer.releases()} ${language.tag} ${text.id}`;
    let page = this.refusals.get(key);
    if (!page) {
      page = this.renderer.errorPage(status, text, language).then((rendered) => PageCache.page(status, this.template(rendered, undefined)));
      this.refusals.set(key, page);
      page.catch(() => this.refusals.delete(key));
    }
    return page;
  }
}
