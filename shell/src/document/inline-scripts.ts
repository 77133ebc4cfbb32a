import { ISLAND_LOADER_SCRIPT } from '@worldatlas/islands/page';
import { PREFILTER_SCRIPT } from '@worldatlas/islands/prefilter';

/** Where the visitor's colour mode is kept. */
export const COLOR_MODE_STORAGE_KEY = 'worldatlas-color-mode';

/** The page's own behaviour, inline in every page's `<head>` (allowed by the CSP by hash): the README's "The page's inline script". */
export const PAGE_SCRIPT = `(function(){
var d=document,r=d.documentElement,k='${COLOR_MODE_STORAGE_KEY}',s=matchMedia('(prefers-color-scheme: dark)');
function stored(){try{var m=localStorage.getItem(k);return m==='light'||m==='dark'?m:null}catch(e){return null}}
function apply(m){r.classList.remove('light','dark');r.classList.add(m);r.style.colorScheme=m}
apply(stored()||(s.matches?'dark':'light'));
s.addEventListener('change',function(e){if(!stored())apply(e.matches?'dark':'light')});
d.addEventListener('click',function(e){
var t=e.target instanceof Element?e.target.closest('[data-menu-button],[data-color-mode],[data-share],[data-go-back]'):null;
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
}else if(t.hasAttribute('data-share')){
var n=navigator,c=d.querySelector('link[rel=canonical]'),u=c?c.href:location.href,o=t.parentElement.querySelector('[data-share-status]');
var say=function(m){if(o)o.textContent=m},said=function(a){return o&&o.getAttribute(a)||''},by=function(){say(said('data-share-copy')+' '+u)};
var copy=function(){n.clipboard?n.clipboard.writeText(u).then(function(){say(said('data-share-copied'))},by):by()};
say('');n.share?n.share({title:d.title,url:u}).catch(function(x){if(x.name!=='AbortError')copy()}):copy();
}else{
var from;try{from=new URL(d.referrer)}catch(x){return}
if(from.origin===location.origin&&history.length>1){e.preventDefault();history.back()}
}
});
d.addEventListener('keydown',function(e){
if(e.key!=='Escape')return;
var b=d.querySelector('[data-menu-button][aria-expanded="true"]');if(!b)return;
b.setAttribute('aria-expanded','false');var menu=d.getElementById(b.getAttribute('aria-controls')||'');if(menu)menu.hidden=true;b.focus();
});
if(!(HTMLScriptElement.supports&&HTMLScriptElement.supports('speculationrules'))){
var asked={};
['pointerover','focusin','touchstart'].forEach(function(type){d.addEventListener(type,function(e){
var a=e.target instanceof Element?e.target.closest('a[href]'):null;
if(!a||a.origin!==location.origin||a.target||asked[a.href]||a.href===location.href)return;
asked[a.href]=1;var l=d.createElement('link');l.rel='prefetch';l.href=a.href;d.head.appendChild(l);
},{passive:true})});
}
})();`.replace(/\n/g, '') + ISLAND_LOADER_SCRIPT;

/** The links of the site a page may fetch ahead: all but those marked `data-no-prerender`. */
const SITE_LINKS = { and: [{ href_matches: '/*' }, { not: { selector_matches: '[data-no-prerender]' } }] };

/** The Speculation Rules of every page: a link of the site is prerendered on intent (`moderate`), or fetched ahead where prerendering is not allowed. */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [{ where: SITE_LINKS, eagerness: 'moderate' }],
  prefetch: [{ where: SITE_LINKS, eagerness: 'moderate' }],
});

/** The inline scripts of the page, by the name its template uses (the pre-filter: `@worldatlas/islands/prefilter`). */
export const INLINE_SCRIPTS = { page: PAGE_SCRIPT, prefilter: PREFILTER_SCRIPT, speculationRules: SPECULATION_RULES };
