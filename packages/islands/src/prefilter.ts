// A list a visitor can filter by typing before its island's code has arrived: the server's HTML
// carries these attributes and the page's inline script (PREFILTER_SCRIPT) acts on them. The script
// is plain text; this file imports only attributes.ts, so the shell's build reads it without React.
import { HYDRATED_ATTRIBUTE } from './attributes';

/**
 * The attributes of a pre-filtered list, as the server renders them:
 * - `field` on a text field (`<input type="search">`): the id of the list it filters;
 * - `when` on that field, optional: `name=value`, it filters only while its form's field `name` has
 *   `value` (`by=name`: while the search is by name);
 * - the list's items are its element children, in order; an item not shown is a `<template>` child
 *   holding it, in its place (the server's: nothing of it loads), or `hidden` (the pre-filter's: a
 *   flag it was loading goes on loading); showing it again keeps the order;
 * - `text` on an item: its text folded (lower case, combining marks removed, as `String.normalize('NFD')`
 *   splits them off); an item without it is out of the page's scope (another region) and is never
 *   shown by the pre-filter;
 * - `count` on the element that says how many are shown: the list's id; its text becomes `one`'s
 *   value for one item, else `other`'s with `{n}` replaced by the number;
 * - `changed`, set on the list once the pre-filter has changed it: the island then shows its own
 *   query's items, whatever the address said.
 * A list with no item shown is `hidden`.
 */
export const PREFILTER_ATTRIBUTES = {
  field: 'data-prefilter',
  when: 'data-prefilter-when',
  text: 'data-prefilter-text',
  count: 'data-prefilter-count',
  one: 'data-prefilter-one',
  other: 'data-prefilter-other',
  changed: 'data-prefiltered',
} as const;

/**
 * The page's pre-filter, in plain JavaScript, for an inline `<script>` of every page (allowed by the
 * CSP by its hash): one `input` listener on the document. While a field marked `data-prefilter` is
 * not inside a started island (`data-hydrated`), each change of its text shows the items of its list
 * whose folded text contains the folded search (spaces around it ignored, a run of white space one
 * space, as the list's own search reads it) and hides the others, in their places, then updates the
 * count. Once the island has started it does nothing: the island owns the list.
 * An island that failed to start leaves the pre-filter working.
 */
export const PREFILTER_SCRIPT = String.raw`(function(){
var d=document,A=${JSON.stringify(PREFILTER_ATTRIBUTES)};
function fold(t){return t.normalize('NFD').replace(/\p{M}/gu,'').toLowerCase()}
d.addEventListener('input',function(e){
var f=e.target;if(!(f instanceof HTMLInputElement))return;
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
if(c.getAttribute(A.count)===id)c.textContent=n===1?c.getAttribute(A.one):(c.getAttribute(A.other)||'').replace('{n}',String(n));
});
});
})();`.replace(/\n/g, '');
