import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';

/** Where every app's page loads its entry from: the page builds' public path `/` and the entry `main`. */
export const ENTRY_SRC = '/main.js';

/**
 * The inline script that loads the app's entry (`src`) once the page as it arrived is painted: after
 * the document is parsed (so the entry finds the page's data at the end of the body), at the next
 * frame, or 100 ms after parsing when no frame comes (a hidden tab). A server-rendered page is
 * readable without any script; loading the entry with `defer` ran it, and the shared libraries it
 * starts, before the first paint (`/` painted about 15 ms later, measured with Playwright).
 */
export const startAfterPaintScript = (src: string) =>
  '(function(){var s=0;function l(){if(s)return;s=1;var e=document.createElement("script");' +
  `e.src=${JSON.stringify(src)};document.head.appendChild(e)}` +
  'function p(){requestAnimationFrame(function(){setTimeout(l,0)});setTimeout(l,100)}' +
  'if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",p);else p()})()';

/**
 * Replaces the page's `<script defer src="/main.js">` (HtmlWebpackPlugin's) with
 * {@link startAfterPaintScript}, allowed by its hash (ScriptHashesPlugin).
 * @throws Error at build time when the page has no such script (the entry's URL changed).
 */
export class StartAfterPaintPlugin {
  constructor(private readonly src = ENTRY_SRC) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('StartAfterPaintPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartAfterPaintPlugin', (groups) => {
        const entry = groups.headTags.findIndex((tag) => tag.tagName === 'script' && tag.attributes.src === this.src);
        if (entry < 0) throw new Error(`StartAfterPaintPlugin: the page has no <script src="${this.src}">`);
        const headTags = [...groups.headTags];
        headTags[entry] = HtmlWebpackPlugin.createHtmlTagObject('script', {}, startAfterPaintScript(this.src));
        return { ...groups, headTags };
      });
    });
  }
}
