import type { Country } from '@worldatlas/contracts';

/**
 * Drops the combining diacritical marks (U+0300–U+036F) left by NFD decomposition:
 * "bogotá" → "bogota", "são tomé" → "sao tome". v3.1 compares capitals this way.
 */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]+/g, '');
}

/** One record with the lower-cased texts the v3.1 searches compare against, computed once at start. */
export interface SearchTexts {
  record: Country;
  /** Common and official names (fullText matching). */
  names: string[];
  /** Common, official and alternative spellings (substring name matching). */
  spellings: string[];
  /** Capitals with accents folded. */
  capitals: string[];
  /** Upper-cased ISO 4217 codes of its currencies. */
  currencyCodes: string[];
  /** English names of its currencies. */
  currencyNames: string[];
  /** Every demonym, female and male, in every language. */
  demonyms: string[];
  /** Every translated name, official and common, in every language (not the English names). */
  translations: string[];
  region: string;
  /** Empty when the territory has none. */
  subregion: string;
}

const lower = (texts: readonly string[]) => texts.map((text) => text.toLowerCase());

/** The {@link SearchTexts} of one record; absent fields give empty lists. */
export function searchTexts(record: Country): SearchTexts {
  const names = lower([record.name.common, record.name.official]);
  const currencies = Object.entries(record.currencies ?? {});
  return {
    record,
    names,
    spellings: [...names, ...lower(record.altSpellings ?? [])],
    capitals: lower(record.capital ?? []).map(foldAccents),
    currencyCodes: currencies.map(([code]) => code.toUpperCase()),
    currencyNames: lower(currencies.map(([, currency]) => currency.name)),
    demonyms: lower(Object.values(record.demonyms ?? {}).flatMap((demonym) => [demonym.f, demonym.m])),
    translations: lower(Object.values(record.translations ?? {}).flatMap((name) => [name.official, name.common])),
    region: record.region.toLowerCase(),
    subregion: (record.subregion ?? '').toLowerCase(),
  };
}

/**
 * Maps each lower-cased language code and language name to the records that speak it, in data
 * order, for v3.1's exact, case-insensitive language lookup.
 */
export function indexLanguages(records: readonly Country[]): Map<string, Country[]> {
  const index = new Map<string, Country[]>();
  for (const record of records) {
    const keys = new Set(lower(Object.entries(record.languages ?? {}).flat()));
    for (const key of keys) index.set(key, [...(index.get(key) ?? []), record]);
  }
  return index;
}
