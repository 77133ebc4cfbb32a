// A page's islands as a whole: what the server reads of them in the rendered HTML, the attributes it
// writes on `<html>`, and the inline script that loads the island loader. It imports no React, so a
// page template's build and the render server read it as it is.
import { ISLAND_ATTRIBUTE, ISLAND_LOAD_ATTRIBUTE, ISLAND_RUNTIME_ATTRIBUTE, type IslandRuntime } from './attributes';

/** Set on `<html>` of a page with islands: the address of the island loader its islands need. */
const LOADER_ATTRIBUTE = 'data-island-loader';

/** A page's islands, as {@link islandsOf} reads them from its HTML. */
export interface PageIslands {
  /** When their code loads: after the page's first paint, or on the visitor's first interaction with them (when every island waits so). */
  load: 'paint' | 'interaction';
  /** `dom` when every island is plain DOM code (their loader then carries no React), else `react`. */
  runtime: IslandRuntime;
}

/** The islands in a page's rendered `html`: when they load, and whether all of them are plain DOM code; `false` for none. */
export function islandsOf(html: string): PageIslands | false {
  const islands = html.split(` ${ISLAND_ATTRIBUTE}="`).length - 1;
  if (islands === 0) return false;
  const every = (attribute: string) => html.split(` ${attribute}`).length - 1 === islands;
  return { load: every(`${ISLAND_LOAD_ATTRIBUTE}="interaction"`) ? 'interaction' : 'paint', runtime: every(`${ISLAND_RUNTIME_ATTRIBUTE}="dom"`) ? 'dom' : 'react' };
}

/** The attributes `<html>` carries for {@link ISLAND_LOADER_SCRIPT}: the loader at `loaderUrl`, and when it loads. */
export function islandLoaderAttributes(islands: PageIslands, loaderUrl: string): string {
  return `${LOADER_ATTRIBUTE}="${loaderUrl}"${islands.load === 'interaction' ? ` ${ISLAND_LOAD_ATTRIBUTE}="interaction"` : ''}`;
}

/**
 * Loads the page's island loader (`<html data-island-loader>`), in plain JavaScript for an inline
 * `<script>` (allowed by the CSP by its hash): when every island waits for the visitor, on the first
 * focus, press or touch inside an element that holds one; else after the first contentful paint (or
 * 3 s after the document is parsed, at the latest), and only once a prerendered page is shown.
 */
export const ISLAND_LOADER_SCRIPT = `(function(){
var d=document,r=d.documentElement,loader=r.getAttribute('${LOADER_ATTRIBUTE}');
if(!loader)return;
var started=0;function start(){if(started)return;started=1;var c=d.createElement('script');c.src=loader;d.head.appendChild(c)}
if(r.getAttribute('${ISLAND_LOAD_ATTRIBUTE}')==='interaction'){
['focusin','pointerdown','touchstart','keydown'].forEach(function(type){d.addEventListener(type,function(e){
var w=d.querySelectorAll('[${ISLAND_LOAD_ATTRIBUTE}="interaction"]');
for(var i=0;i<w.length;i++){var h=w[i].parentElement;if(h&&e.target instanceof Node&&h.contains(e.target)){start();return}}
},{passive:true,capture:true})});
return;
}
if(d.prerendering){var p=d.createElement('link');p.rel='preload';p.as='script';p.href=loader;d.head.appendChild(p)}
var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];
if(types.indexOf('paint')>-1)new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(start)}}).observe({type:'paint',buffered:true});
function late(){setTimeout(start,3000)}
d.addEventListener('DOMContentLoaded',function(){if(types.indexOf('paint')<0)requestAnimationFrame(function(){setTimeout(start)});if(d.prerendering)d.addEventListener('prerenderingchange',late);else late()});
})();`.replace(/\n/g, '');
