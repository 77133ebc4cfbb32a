import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import pLimit from 'p-limit';
import { renderCardPng } from './render-card';
import type { CardFacts, CardFlag } from './ShareCard';

/** A country's card as it is sent: the PNG's bytes and a strong ETag of them. */
export interface Card {
  png: Uint8Array<ArrayBuffer>;
  etag: string;
}

/** What a card is made from: its facts, and its flag (loaded only when the card is not kept). */
export interface CardInputs {
  facts: CardFacts;
  /** The flag's address (content-hashed by the API), part of what the card is kept by; `undefined` for a country without one. */
  flagUrl: string | undefined;
  /** Loads the flag; rejects when it cannot be had. */
  loadFlag: () => Promise<CardFlag | undefined>;
}

/** The cards kept at most, in bytes: every country's (about 40 kB each, 250 countries) fits. */
const CARD_CACHE_BYTES = 16 * 1024 * 1024;

// One card drawn at a time: drawing holds the render server's thread, which every page shares.
const drawing = pLimit(1);

async function draw(inputs: CardInputs): Promise<Card> {
  const flag = await inputs.loadFlag();
  const png = await drawing(() => renderCardPng(inputs.facts, flag));
  return { png, etag: `"${createHash('sha1').update(png).digest('base64url')}"` };
}

// Kept by what the card shows (the API's data, never the address asked for), so an unknown name
// never reaches it and a changed record makes a new card. Cards asked for while one is drawn wait
// for that one (lru-cache's fetch); a card that failed is not kept.
const cards = new LRUCache<string, Card, CardInputs>({
  maxSize: CARD_CACHE_BYTES,
  sizeCalculation: (card, key) => card.png.byteLength + key.length,
  fetchMethod: (_key, _stale, { context }) => draw(context),
});

/**
 * The card of the country with `inputs`: kept in memory (an LRU of 16 MiB), or drawn (one at a time
 * in this process) and kept.
 * @throws what loading the flag or drawing throws; nothing is kept then.
 */
export async function countryCard(inputs: CardInputs): Promise<Card> {
  const key = JSON.stringify([inputs.facts, inputs.flagUrl ?? null]);
  const card = await cards.fetch(key, { context: inputs });
  if (!card) throw new Error(`The card of ${inputs.facts.name} could not be drawn`);
  return card;
}
