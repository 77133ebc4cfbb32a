import type { StaticHandlerContext } from '@worldatlas/routing';
import { LRUCache } from 'lru-cache';
import type { StyledHtml } from './styled-render';

// A page with values of the visitor's own (`RouteModule.visitorFields`, a form's token) is made from
// a render kept for every visitor: the view rendered with stand-ins in place of those values, each
// visitor's values written over the stand-ins.

/** A value that can be written into HTML text, an attribute or JSON in a script as it is: nothing to escape. */
const PLAIN = /^[\w.~-]{1,1024}$/;

/** How much rendered text {@link KeptRenders} holds by default, in bytes (two per UTF-16 character). */
export const KEPT_RENDERS_BYTES = 8 * 1024 * 1024;

/** A render kept for every visitor, with the stand-ins it was rendered with (one per visitor field, in order). */
export interface KeptRender extends StyledHtml {
  standIns: readonly string[];
}

/** Kept for a page whose view does not show its visitor values as they are: it is rendered whole each time. */
export const RENDER_WHOLE = { html: '', styles: '', standIns: [] } as const satisfies KeptRender;

/**
 * Renders kept for pages with visitor values, by the caller's key (an LRU bounded by bytes of text).
 * With `maxBytes` 0 nothing is kept: every such page is rendered whole.
 */
export class KeptRenders {
  private readonly renders: LRUCache<string, KeptRender> | undefined;

  constructor(maxBytes = KEPT_RENDERS_BYTES) {
    this.renders = maxBytes > 0 ? new LRUCache({ maxSize: maxBytes, sizeCalculation: (render, key) => 2 * (render.html.length + render.styles.length + key.length) }) : undefined;
  }

  /** Whether renders are kept at all. */
  get enabled(): boolean {
    return this.renders !== undefined;
  }

  /** The render kept under `key`, {@link RENDER_WHOLE}, or `undefined` when none is. */
  get(key: string): KeptRender | undefined {
    return this.renders?.get(key);
  }

  set(key: string, render: KeptRender): void {
    this.renders?.set(key, render);
  }
}

/** A visitor's own values in a page's data, and the rest of that data. */
export interface VisitorValues {
  /** The value of each visitor field, in the order of the fields. */
  values: readonly string[];
  /** The router's loader data without the visitor's values, as JSON: what a kept render is kept by. */
  sharedData: string;
}

/**
 * The visitor's values of `fields` in route `routeId`'s loader data; `undefined` when there are no
 * such fields, a value is not a plain string ({@link PLAIN}: it could not be written in unescaped),
 * or the data is not JSON (it could not be told apart from other data).
 */
export function visitorValues(context: StaticHandlerContext, routeId: string, fields: readonly string[] | undefined): VisitorValues | undefined {
  const data: unknown = context.loaderData[routeId];
  if (!Array.isArray(fields) || fields.length === 0 || typeof data !== 'object' || data === null) return undefined;
  const values: string[] = [];
  for (const field of fields) {
    const value = typeof field === 'string' ? (data as Record<string, unknown>)[field] : undefined;
    if (typeof value !== 'string' || !PLAIN.test(value)) return undefined;
    values.push(value);
  }
  try {
    // `null` in place of each value: the same key for every visitor.
    const shared = withStandIns(context, routeId, fields, fields.map(() => null));
    return { values, sharedData: JSON.stringify(shared.loaderData, onlyJson) };
  } catch {
    return undefined;
  }
}

/**
 * A JSON.stringify replacer that refuses what JSON would write as `{}` whatever it holds (a Map, a
 * Set, a class instance), so different data never makes the same key. BigInts and cycles throw anyway.
 * @throws TypeError for such a value.
 */
function onlyJson(_name: string, value: unknown): unknown {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const prototype: unknown = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== null) throw new TypeError('not plain JSON data');
  }
  return value;
}

/** A stand-in: 32 random decimal digits (over 100 bits) and `x`. No one can write it into a page, and React and JSON leave it as it is. */
const randomStandIn = () => `${Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) => String(byte % 10)).join('')}x`;
/** `standIn` changed at every character and in kind: each digit a letter (0 → a … 9 → j), and `x` → `yy`, one longer. */
const shifted = (standIn: string) => `${standIn.slice(0, -1).replace(/\d/g, (digit) => String.fromCharCode(97 + Number(digit)))}yy`;

/**
 * Two sets of `count` stand-ins, the second differing from the first at every character, in the kind
 * of character and in length: a view that changes a value, shows a part of it or branches on its
 * characters renders the two differently.
 */
export function standInSets(count: number): [string[], string[]] {
  const first = Array.from({ length: count }, randomStandIn);
  return [first, first.map(shifted)];
}

/** `context` with the values of `fields` in route `routeId`'s loader data replaced by `standIns` (one per field, in order). */
export function withStandIns(context: StaticHandlerContext, routeId: string, fields: readonly string[], standIns: readonly unknown[]): StaticHandlerContext {
  const data = { ...(context.loaderData[routeId] as Record<string, unknown>), ...Object.fromEntries(fields.map((field, index) => [field, standIns[index]])) };
  return { ...context, loaderData: { ...context.loaderData, [routeId]: data } };
}

/** `html` with each of `standIns` replaced by the value of the same place in `values`. */
export function fillIn(html: string, standIns: readonly string[], values: readonly string[]): string {
  return standIns.reduce((filled, standIn, index) => filled.replaceAll(standIn, () => values[index] ?? ''), html);
}

/**
 * Whether two renders of one page with the two sets of {@link standInSets} are the same page once
 * filled with the same values: then its view shows each value as it is (or not at all) and does
 * nothing else with it, and a render kept with stand-ins is every visitor's page.
 */
export function sameOnceFilled(first: StyledHtml, firstStandIns: readonly string[], second: StyledHtml, secondStandIns: readonly string[]): boolean {
  const probe = firstStandIns.map((_, index) => `value-${index}`);
  return first.styles === second.styles && fillIn(first.html, firstStandIns, probe) === fillIn(second.html, secondStandIns, probe);
}
