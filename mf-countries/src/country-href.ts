/**
 * A country page's address where the route table is not at hand (the list's island in the browser):
 * the server spells the address of a placeholder name once, `href('country', { id: COUNTRY_NAME_SLOT })`,
 * and each name takes the placeholder's place.
 */

/** The placeholder name: letters only, so `href` writes it as it is. */
export const COUNTRY_NAME_SLOT = 'COUNTRYNAME';

/**
 * The address of the page of the country named `name`, from `pattern` (the address of
 * {@link COUNTRY_NAME_SLOT}'s page): the name percent-encoded as `href` encodes a parameter
 * (`encodeURIComponent`), so it equals `href('country', { id: name })`.
 */
export function countryHref(pattern: string, name: string): string {
  return pattern.replace(COUNTRY_NAME_SLOT, () => encodeURIComponent(name));
}
