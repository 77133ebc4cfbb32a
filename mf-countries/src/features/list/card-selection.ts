/**
 * The list's cards in the browser: plain DOM work on the cards the server rendered (`CountryCards`),
 * so the list's island changes which countries show, and in which order, without rendering a card.
 */

import type { SortBy } from './list-query';

/** The card list's element id: one list of cards on a page. */
export const COUNTRY_CARDS_ID = 'country-cards';

/**
 * The card list's attribute naming what the list is sorted by (a `SortBy`): the cards show their
 * area only while it is `area` (the card's `cardArea` style), so a re-sort in the browser shows or
 * hides every card's area at once.
 */
export const SORTED_BY_ATTRIBUTE = 'data-sorted-by';

/** Every card item of each list, once {@link showCards} has first changed it: the detached ones are kept here. */
const listCards = new WeakMap<HTMLElement, Map<string, HTMLElement>>();

/**
 * Every card item of `list` by its `cca3`, as the page left it: the items shown, those the page's
 * pre-filter hid, and those kept in the server's `<template>`s (one per card, in its place).
 */
function cardsIn(list: HTMLElement): Map<string, HTMLElement> {
  const cards = new Map<string, HTMLElement>();
  for (const child of list.children) {
    const item = child instanceof HTMLTemplateElement ? child.content.firstElementChild : child;
    if (item instanceof HTMLElement && item.dataset.cca3) cards.set(item.dataset.cca3, item);
  }
  return cards;
}

/**
 * Shows in `list` the cards of the countries with these `cca3` codes, in this order, and takes the
 * others out of the page (detached, kept for the next call: a flag they were loading still loads);
 * the list is hidden when none is shown (the island says why). A card moved keeps its element, its
 * loaded flag and its link. `sortedBy` is what the order follows: the cards show their area when it
 * is `area` ({@link SORTED_BY_ATTRIBUTE}).
 */
export function showCards(list: HTMLElement, codes: readonly string[], sortedBy: SortBy): void {
  let cards = listCards.get(list);
  if (!cards) {
    cards = cardsIn(list);
    listCards.set(list, cards);
  }
  const shown: HTMLElement[] = [];
  for (const code of codes) {
    const card = cards.get(code);
    if (!card) continue;
    card.hidden = false;
    shown.push(card);
  }
  list.replaceChildren(...shown);
  list.setAttribute(SORTED_BY_ATTRIBUTE, sortedBy);
  list.hidden = shown.length === 0;
}
