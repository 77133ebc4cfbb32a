// The page pre-filter's script, a module of its own: an island that marks its HTML with
// PREFILTER_ATTRIBUTES does not carry the script's text in its bundle. It imports no React, so a
// page template's build reads it as it is.
import { HYDRATED_ATTRIBUTE } from './attributes';
import { PREFILTER_ATTRIBUTES } from './prefilter';

/**
 * The page's pre-filter, in plain JavaScript, for an inline `<script>` of every page (allowed by the
 * CSP by its hash): one `input` listener on the document. While a field marked `data-prefilter` is
 * not inside a started island (`data-hydrated`), each change of its text shows the items of its list
 * whose folded text contains the folded search (folded as `foldText` of @worldatlas/i18n folds it;
 * spaces around it ignored, a run of white space one space, as the list's own search reads it) and
 * hides the others, in their places, then updates the count (in the page's language, from the
 * forms the server wrote: the script holds no language's text or rules) and hides the server's
 * "nothing matched" for the page's own query. Once the document is
 * parsed it filters again a list the visitor already filtered, so the items that arrived after the
 * typing are filtered too (a list no one typed into keeps the page's own query).
 * Once the island has started it does nothing: the island owns the list.
 * An island that failed to start leaves the pre-filter working.
 */
export const PREFILTER_SCRIPT = String.raw`(function(){
var d=document,A=${JSON.stringify(PREFILTER_ATTRIBUTES)};
function fold(t){return t.normalize('NFKD').replace(/(?![\u3099\u309A])\p{M}/gu,'').replace(/[\u2018\u2019\u02BC]/g,"'").normalize('NFC').toLowerCase()}
function run(f){
if(!(f instanceof HTMLInputElement))return;
var id=f.getAttribute(A.field);if(!id||f.closest('[${HYDRATED_ATTRIBUTE}]'))return;
var w=(f.getAttribute(A.when)||'').split('='),by=w[0]&&f.form&&f.form.elements.namedItem(w[0]);
if(w[0]&&!(by&&by.value===w[1]))return;
var list=d.getElementById(id);if(!list)return;
var q=fold(f.value.trim().replace(/\s+/g,' ')),n=0;
[].slice.call(list.children).forEach(function(c){
var held=c instanceof HTMLTemplateElement,item=held?c.content.firstElementChild:c,text=item&&item.getAttribute(A.text);
if(text===null||text===undefined)return;
if(text.indexOf(q)<0){if(!held)c.hidden=true;return}
n++;if(held)c.replaceWith(item);else c.hidden=false;
});
list.hidden=n===0;list.setAttribute(A.changed,'');
[].slice.call(d.querySelectorAll('['+A.count+']')).forEach(function(c){
if(c.getAttribute(A.count)!==id)return;
var p=JSON.parse(c.getAttribute(A.plural)||'{}'),l=(c.closest('[lang]')||{}).lang||void 0;
c.textContent=(p['='+n]||p[new Intl.PluralRules(l).select(n)]||p.other||'').replace(/#/g,n.toLocaleString(l));c.hidden=false;
});
[].slice.call(d.querySelectorAll('['+A.empty+']')).forEach(function(e){if(e.getAttribute(A.empty)===id)e.hidden=true});
}
d.addEventListener('input',function(e){run(e.target)});
d.addEventListener('DOMContentLoaded',function(){[].slice.call(d.querySelectorAll('input['+A.field+']')).forEach(function(f){var l=d.getElementById(f.getAttribute(A.field)||'');if(l&&l.hasAttribute(A.changed))run(f)})});
})();`.replace(/\n/g, '');
