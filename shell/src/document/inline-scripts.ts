import { PREFILTER_SCRIPT } from '@worldatlas/islands/prefilter';

/**
 * The scripts every page carries inline, in its `<head>` (allowed by the CSP by their hashes, which
 * the build writes beside the page). They work from the moment the page is parsed, before any
 * island's code arrives: the header's controls need nothing else.
 */

/** Where the visitor's colour mode is kept. */
export const COLOR_MODE_STORAGE_KEY = 'worldatlas-color-mode';

/**
 * The page's own behaviour, in plain JavaScript:
 * - the colour mode before the first paint: the visitor's choice (localStorage) or else the system's
 *   `prefers-color-scheme` (followed while the page is open), as the class Chakra's `_dark` reads
 *   (`dark`/`light` on `<html>`) and `color-scheme`;
 * - one click listener on the document: the Menu button (`data-menu-button`) opens and closes the
 *   element its `aria-controls` names; a colour mode button (`data-color-mode="dark"|"light"`)
 *   applies and remembers that mode and hands the focus to the button that switches back (the
 *   pressed one is hidden by the new mode); Go Back (`data-back-to-list`) returns to the list the
 *   visitor came from with the browser's Back, so its filters and scroll come back as they were;
 * - on a page with islands (`<html data-island-loader="/islands.js">`), their loader is fetched and
 *   run once the page has painted its content (its first contentful paint; the first frame after
 *   DOMContentLoaded where the browser does not report paints, and at the latest 3 s after it, or
 *   after a prerendered page is shown): neither its download nor its code holds that paint back (a
 *   preload during parsing cost /contact 20 ms of FCP on desktop; the first frame may come before
 *   the content is laid out). A page being prerendered fetches it at once (a preload: it paints
 *   nothing until shown) and starts its islands once shown; without scripts nothing is fetched;
 * - where the browser has no Speculation Rules, a link's page is prefetched when the pointer rests
 *   on it, it takes the focus or is touched.
 */
export const PAGE_SCRIPT = `(function(){
var d=document,r=d.documentElement,k='${COLOR_MODE_STORAGE_KEY}',s=matchMedia('(prefers-color-scheme: dark)');
function stored(){try{var m=localStorage.getItem(k);return m==='light'||m==='dark'?m:null}catch(e){return null}}
function apply(m){r.classList.remove('light','dark');r.classList.add(m);r.style.colorScheme=m}
apply(stored()||(s.matches?'dark':'light'));
s.addEventListener('change',function(e){if(!stored())apply(e.matches?'dark':'light')});
d.addEventListener('click',function(e){
var t=e.target instanceof Element?e.target.closest('[data-menu-button],[data-color-mode],[data-back-to-list]'):null;
if(!t)return;
if(t.hasAttribute('data-menu-button')){
var open=t.getAttribute('aria-expanded')!=='true',menu=d.getElementById(t.getAttribute('aria-controls')||'');
t.setAttribute('aria-expanded',String(open));if(menu)menu.hidden=!open;
}else if(t.hasAttribute('data-color-mode')){
var m=t.getAttribute('data-color-mode');if(m!=='light'&&m!=='dark')return;
try{localStorage.setItem(k,m)}catch(x){}
apply(m);
var back=t.parentElement&&t.parentElement.querySelector('[data-color-mode="'+(m==='dark'?'light':'dark')+'"]');
if(back&&d.activeElement===t)back.focus();
}else{
var from;try{from=new URL(d.referrer)}catch(x){return}
if(from.origin===location.origin&&from.pathname==='/country'&&history.length>1){e.preventDefault();history.back()}
}
});
var loader=r.getAttribute('data-island-loader');
if(loader){
if(d.prerendering){var p=d.createElement('link');p.rel='preload';p.as='script';p.href=loader;d.head.appendChild(p)}
var started=0;function start(){if(started)return;started=1;var c=d.createElement('script');c.src=loader;d.head.appendChild(c)}
var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];
if(types.indexOf('paint')>-1)new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(start)}}).observe({type:'paint',buffered:true});
function late(){setTimeout(start,3000)}
d.addEventListener('DOMContentLoaded',function(){if(types.indexOf('paint')<0)requestAnimationFrame(function(){setTimeout(start)});if(d.prerendering)d.addEventListener('prerenderingchange',late);else late()});
}
if(!(HTMLScriptElement.supports&&HTMLScriptElement.supports('speculationrules'))){
var asked={};
['pointerover','focusin','touchstart'].forEach(function(type){d.addEventListener(type,function(e){
var a=e.target instanceof Element?e.target.closest('a[href]'):null;
if(!a||a.origin!==location.origin||a.target||asked[a.href]||a.href===location.href)return;
asked[a.href]=1;var l=d.createElement('link');l.rel='prefetch';l.href=a.href;d.head.appendChild(l);
},{passive:true})});
}
})();`.replace(/\n/g, '');

/** The links of the site a page may fetch ahead: every page of the site but those marked `data-no-prerender`. */
const SITE_LINKS = { and: [{ href_matches: '/*' }, { not: { selector_matches: '[data-no-prerender]' } }] };

/**
 * The Speculation Rules of every page: a link to another page of the site is prerendered when the
 * visitor shows the intent to follow it (`moderate`: the pointer resting on it, or pressed), so the
 * click shows a page that is already there; where prerendering is not allowed (a data saver, a
 * browser under automation), the page is at least fetched ahead.
 */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [{ where: SITE_LINKS, eagerness: 'moderate' }],
  prefetch: [{ where: SITE_LINKS, eagerness: 'moderate' }],
});

/**
 * The inline scripts of the page, by the name its template uses; the islands' pre-filter lets a
 * list marked for it answer typing before its island's code arrives (`@worldatlas/islands/prefilter`).
 */
export const INLINE_SCRIPTS = { page: PAGE_SCRIPT, prefilter: PREFILTER_SCRIPT, speculationRules: SPECULATION_RULES };
