import type { StaticHandlerContext } from '@worldatlas/routing';

/** A value that can be written into HTML text, an attribute or JSON in a script as it is: nothing to escape. */
const PLAIN = /^[\w.~-]{1,1024}$/;

/**
 * The start of every stand-in: random for each process, so neither a visitor nor the data can write
 * one into a page. Letters, digits and `-` only, so React and JSON leave it as it is.
 */
const STAND_IN = `visitor-value-${crypto.randomUUID()}-`;

/** A page's router context with stand-ins in place of the visitor's own values, and what each stands for. */
export interface StandIns {
  /** `context` with the leaf route's visitor fields replaced by stand-ins. */
  context: StaticHandlerContext;
  /** Each stand-in and the visitor's value it stands for. */
  values: ReadonlyMap<string, string>;
}

/**
 * `context` with the fields `fields` of route `routeId`'s loader data replaced by stand-ins, so the
 * render of the page is the same for every visitor; `undefined` when there is nothing to replace, or
 * a field is not a plain string ({@link PLAIN}: such a value could not be written in unescaped).
 */
export function standIns(context: StaticHandlerContext, routeId: string, fields: readonly string[] | undefined): StandIns | undefined {
  const data: unknown = context.loaderData[routeId];
  if (!fields?.length || typeof data !== 'object' || data === null) return undefined;
  const record = data as Record<string, unknown>;
  const values = new Map<string, string>();
  const masked: Record<string, unknown> = { ...record };
  for (const [index, field] of fields.entries()) {
    const value = record[field];
    if (typeof value !== 'string' || !PLAIN.test(value)) return undefined;
    const standIn = `${STAND_IN}${index}`;
    masked[field] = standIn;
    values.set(standIn, value);
  }
  return { context: { ...context, loaderData: { ...context.loaderData, [routeId]: masked } }, values };
}

/**
 * `html` with every stand-in of `values` replaced by its value; `undefined` when a stand-in does not
 * occur in it (the view changed the value before showing it, or does not show it), so the page
 * cannot be made this way.
 */
export function fillIn(html: string, values: ReadonlyMap<string, string>): string | undefined {
  let filled = html;
  for (const [standIn, value] of values) {
    if (!filled.includes(standIn)) return undefined;
    filled = filled.replaceAll(standIn, value);
  }
  return filled;
}
