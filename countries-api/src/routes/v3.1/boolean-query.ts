/** Boolean query values, compared lower-cased. */
const BOOLEANS = new Map([
  ['true', true],
  ['1', true],
  ['false', false],
  ['0', false],
]);

/**
 * Reads a boolean query parameter (`fullText`, `status`): `true`/`false` in any case, or `1`/`0`.
 * Absent or empty gives `fallback`; any other value gives `undefined`, for the route to answer 400.
 */
export function readBooleanQuery(raw: string | undefined, fallback: boolean): boolean | undefined {
  if (raw === undefined || raw === '') return fallback;
  return BOOLEANS.get(raw.toLowerCase());
}
