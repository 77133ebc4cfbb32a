import type { Country } from '@worldatlas/contracts';
import { COUNTRY_FIELDS } from '@worldatlas/contracts';

/** A parsed `fields=` query: the names asked for, and the known ones among them. */
export interface FieldsQuery {
  /** Every non-blank name in the query, known or not (v3.1 counts them all against its limit). */
  requested: string[];
  /** The known field names, in v3.1 key order; unknown names are ignored as v3.1 does. */
  known: string[];
}

/** Splits a `fields=a,b` value into trimmed, non-blank names. `undefined` gives no names. */
export function parseFields(raw: string | undefined): FieldsQuery {
  const requested = (raw ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
  const wanted = new Set(requested);
  return { requested, known: COUNTRY_FIELDS.filter((field) => wanted.has(field)) };
}

/**
 * Cuts a record down to `fields` (top-level names), keeping the record's own key order.
 * Absent (null) fields stay absent; empty `[]`, `{}` and `""` are kept. `null` fields means the whole record.
 */
export function projectCountry(record: Country, fields: readonly string[] | null): Partial<Country> {
  if (fields === null) return record;
  const projected: Record<string, unknown> = {};
  for (const field of fields) {
    const value = record[field as keyof Country];
    if (value !== undefined) projected[field] = value;
  }
  return projected;
}
