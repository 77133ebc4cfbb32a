import { foldText } from '@worldatlas/i18n';

/** The most countries compared at once. */
export const MAX_COMPARED = 4;
/** The codes an address keeps: one beyond {@link MAX_COMPARED}, so the page can say it showed the first four. */
const KEPT_CODES = MAX_COMPARED + 1;
/** The longest code kept as typed: a cca3 code is 3 letters; a longer token is named as unknown, cut to this. */
const MAX_TOKEN_LENGTH = 12;
/** The longest name the picker's field sends that is read, in characters. */
export const MAX_NAME_LENGTH = 100;

/** What a comparison's address asks for (`/compare?countries=NPL,CHE&add=Chile`). */
export interface CompareQuery {
  /** The codes in the address, upper case, each once, in order; at most {@link KEPT_CODES}. */
  codes: string[];
  /** A country name typed into the picker's field, trimmed; '' when none. */
  add: string;
}

/**
 * The comparison's query from an address's parameters: `countries`, comma-separated codes (letter
 * case, spaces and repeats ignored; every `countries` parameter read in order), and `add`, the name
 * the picker's form sends. Other parameters are ignored.
 */
export function parseCompareQuery(search: URLSearchParams): CompareQuery {
  const tokens = search
    .getAll('countries')
    .flatMap((value) => value.split(','))
    .map((token) => token.trim().toUpperCase().slice(0, MAX_TOKEN_LENGTH))
    .filter((token) => token !== '');
  return { codes: [...new Set(tokens)].slice(0, KEPT_CODES), add: (search.get('add') ?? '').trim().slice(0, MAX_NAME_LENGTH) };
}

/** The comparison's query in its one spelling: `?countries=NPL,CHE` (commas as they are), then `&add=…` when a name was typed; '' for neither. */
export function compareSearch({ codes, add }: CompareQuery): string {
  const parts = [codes.length > 0 ? `countries=${codes.map(encodeURIComponent).join(',')}` : '', add ? `add=${encodeURIComponent(add)}` : ''].filter(Boolean);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** The query of the comparison of `codes` alone, for links (Remove, the valid codes of an address with unknown ones). */
export const codesSearch = (codes: readonly string[]) => compareSearch({ codes: [...codes], add: '' });

/**
 * Folds a name for matching: the search fold of every language (`foldText`: case, accents and other
 * marks, full-width forms), spaces collapsed (`Curaçao` → `curacao`, `Égypte` → `egypte`).
 */
export const foldName = (name: string) => foldText(name).replace(/\s+/g, ' ').trim();
