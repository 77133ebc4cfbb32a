// A list a visitor can filter by typing before its island's code has arrived: the server's HTML
// carries these attributes and the page's inline script (prefilter-script.ts) acts on them.

/**
 * The attributes of a pre-filtered list, as the server renders them:
 * - `field` on a text field (`<input type="search">`): the id of the list it filters;
 * - `when` on that field, optional: `name=value`, it filters only while its form's field `name` has
 *   `value` (`by=name`: while the search is by name);
 * - the list's items are its element children, in order; an item not shown is a `<template>` child
 *   holding it, in its place (the server's: nothing of it loads), or `hidden` (the pre-filter's: a
 *   flag it was loading goes on loading); showing it again keeps the order;
 * - `text` on an item: its text folded by `foldText` of @worldatlas/i18n (lower case, compatibility
 *   forms plain, combining marks removed but kana voicing kept); several texts on lines of their own
 *   (a search has no line break, so none matches across two); an item without it is out of the
 *   page's scope (another region) and is never shown by the pre-filter;
 * - `count` on the element that says how many are shown: the list's id; with it `plural`, the
 *   count's forms in the page's language as JSON, by plural selector (CLDR categories, exact
 *   numbers: `{"=0":"No country","one":"# country","other":"# countries"}`, `pluralForms` of
 *   `@worldatlas/i18n/island`); its text becomes the form for the number (an exact one, else its
 *   category by `Intl.PluralRules`, else `other`), `#` the number by `Intl.NumberFormat`, both in
 *   the element's language (its `lang`, the page's `<html lang>`);
 * - `empty` on the element that says the page's query matched nothing (its text names that query):
 *   the list's id; hidden once the pre-filter has filtered, as the count then says what it shows
 *   (a count the server rendered `hidden` is shown);
 * - `changed`, set on the list once the pre-filter has changed it: the island then shows its own
 *   query's items, whatever the address said.
 * A list with no item shown is `hidden`.
 */
export const PREFILTER_ATTRIBUTES = {
  field: 'data-prefilter',
  when: 'data-prefilter-when',
  text: 'data-prefilter-text',
  count: 'data-prefilter-count',
  plural: 'data-prefilter-plural',
  empty: 'data-prefilter-empty',
  changed: 'data-prefiltered',
} as const;
