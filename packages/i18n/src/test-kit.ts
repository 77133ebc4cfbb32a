// For tests only: a page rendered in the pseudo-locale, checked for text no catalog gave.
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** Attributes a visitor reads or hears. */
const READ_ATTRIBUTES = new Set(['title', 'aria-label', 'alt', 'placeholder']);
/** Meta tags whose `content` is shown (search results, link previews); not the addresses and types beside them (`og:url`, `og:image`, `og:type`). */
const SHOWN_META = /^(description|og:(title|description|site_name|image:alt)|twitter:(title|description|image:alt))$/;
/** Elements whose content is no interface text: code, styles, drawings, `<bdi>`'s data (names, codes), and what a visitor typed into a `<textarea>`. */
const SKIPPED = new Set(['script', 'style', 'svg', 'bdi', 'template', 'textarea']);
/** Text between U+2068 and U+2069: data isolated inside an attribute (`isolate`). */
const ISOLATED = /\u2068[^\u2069]*\u2069/g;
/** What the pseudo-locale never changes: the product's name, and the conjunction of English lists, which `Intl.ListFormat` writes (CLDR's, not a catalog's). */
const ALLOWED = /WorldAtlas|\band\b/g;
/** Two or more ASCII letters in a row: English that no catalog gave (the pseudo-locale accents every letter). */
const ENGLISH_RUN = /[A-Za-z]{2,}/;

/** `text` without isolated data and allowed words, trimmed; `''` when nothing English is left in it. */
function leftover(text: string): string {
  const rest = text.replace(ISOLATED, ' ').replace(ALLOWED, ' ').replace(/\s+/g, ' ').trim();
  return ENGLISH_RUN.test(rest) ? rest : '';
}

const attribute = (element: Element, name: string) => element.attrs.find((each) => each.name === name)?.value;

/** The texts of `element`'s own that a visitor reads: its read attributes, and a shown meta tag's content. */
function attributeTexts(element: Element): string[] {
  const texts = element.attrs.filter((each) => READ_ATTRIBUTES.has(each.name)).map((each) => each.value);
  if (element.tagName === 'meta' && SHOWN_META.test(attribute(element, 'name') ?? attribute(element, 'property') ?? '')) texts.push(attribute(element, 'content') ?? '');
  return texts;
}

/**
 * Every text of `node` and below that a visitor reads, into `found`; an element in another language
 * than the page's (`lang` other than `pageLang`: a language's own name in the language menu) is
 * no text of the page's language.
 */
function collect(node: Node, found: string[], pageLang?: string): void {
  if (node.nodeName === '#text' && 'value' in node) {
    found.push(node.value);
    return;
  }
  if ('tagName' in node) {
    const lang = attribute(node, 'lang');
    if (node.tagName === 'html') pageLang = lang;
    else if (lang !== undefined && lang !== pageLang) return;
    found.push(...attributeTexts(node));
    if (SKIPPED.has(node.tagName)) return;
  }
  if ('childNodes' in node) for (const child of node.childNodes) collect(child, found, pageLang);
}

/**
 * The English left in `html`, a page rendered in the pseudo-locale (every catalog letter accented:
 * `[Şḗḗȧȧřƈħ]`): each text node, `<title>`, `title`, `aria-label`, `alt` and `placeholder`, and the
 * `description` meta tag's content and the `og:` and `twitter:` ones' texts (title, description,
 * image text, site name) that holds a run of two or more ASCII letters, trimmed, once each in page
 * order. `<script>`, `<style>`, `<svg>`, `<template>`, `<textarea>` (what was typed) and
 * `<bdi>` (data: names, codes) are skipped, as is an element whose `lang` is not the page's (`<html lang>`), and so are U+2068…U+2069 runs in any text and the words
 * `WorldAtlas` and `and` (an English list's, by `Intl.ListFormat`). A page whose interface is all translated gives `[]`.
 */
export function untranslatedText(html: string): string[] {
  const found: string[] = [];
  collect(parse(html), found);
  return [...new Set(found.map(leftover).filter((text) => text !== ''))];
}
