import type { SystemStyleObject } from '@chakra-ui/react/styled-system';
import createCache from '@emotion/cache';
import { __unsafe_useEmotionCache, type SerializedStyles } from '@emotion/react';
import { serializeStyles } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import { system } from './system';

/**
 * One class of {@link defineClasses}: style props of the WorldAtlas system (tokens, responsive values,
 * conditions such as `_hover`), optionally on top of a recipe's or a slot recipe's styles for given
 * variants, e.g. `{ recipe: 'button', variants: { size: 'sm' }, css: { colorPalette: 'blue' } }`.
 */
export type ClassStyle =
  | SystemStyleObject
  | { recipe: string; variants?: Record<string, string>; css?: SystemStyleObject }
  | { slotRecipe: string; slot: string; variants?: Record<string, string>; css?: SystemStyleObject };

/** Named classes for {@link defineClasses}: what an island's styles are declared as (a plain object, no Chakra code). */
export type ClassStyles = Record<string, ClassStyle>;

type Cache = NonNullable<ReturnType<typeof __unsafe_useEmotionCache>>;

/** A recipe's style function as the system gives it (Chakra types it `any`): variants in, styles out. */
type RecipeFn = (variants: Record<string, string>) => unknown;

/** The resolved CSS of a class: recipe styles in Chakra's `recipes` layer, own styles unlayered (so they win), as Chakra's components do. */
function resolve(style: ClassStyle): unknown[] {
  const own = (css: SystemStyleObject | undefined) => (css ? [system.css(css)] : []);
  if ('recipe' in style && typeof style.recipe === 'string') {
    const recipe = system.getRecipeFn(style.recipe) as RecipeFn;
    return [recipe(style.variants ?? {}), ...own(style.css)];
  }
  if ('slotRecipe' in style && typeof style.slotRecipe === 'string') {
    const slotRecipe = system.getSlotRecipeFn(style.slotRecipe) as RecipeFn;
    const slots = slotRecipe(style.variants ?? {}) as Record<string, unknown>;
    return [slots[style.slot] ?? {}, ...own(style.css)];
  }
  return own(style);
}

/** Serializes `styles`' classes against `registered` (an Emotion cache's), checking the recipes they name. */
function serializeClasses<Name extends string>(styles: Record<Name, ClassStyle>, registered: Cache['registered']): Array<readonly [Name, SerializedStyles]> {
  return (Object.entries(styles) as [Name, ClassStyle][]).map(([name, style]) => {
    for (const recipe of ['recipe' in style ? style.recipe : undefined, 'slotRecipe' in style ? style.slotRecipe : undefined]) {
      if (typeof recipe === 'string' && !system.hasRecipe(recipe)) throw new Error(`defineClasses: the system has no recipe "${recipe}"`);
    }
    return [name, serializeStyles(resolve(style) as never, registered)] as const;
  });
}

/** How {@link defineClasses}' classes reach a page. */
interface ClassOptions {
  /**
   * Their CSS is in a stylesheet every page links ({@link linkedStylesheet}): a page's own `<style>`
   * leaves them out. For what is on every page (the header, the footer), which browsers then keep.
   */
  linked?: boolean;
}

/**
 * Class names for styles that do not change between renders, resolved and serialized once per
 * process and inserted once per page, instead of once per element and render: what a component
 * repeated hundreds of times (a card of the country list), or rendered with every page (the header),
 * uses on plain elements rather than Chakra components with style props. `linked`: their CSS is
 * never inserted, as the page links it ({@link ClassOptions}).
 *
 * Call at module level; the returned hook gives `{ name: className }` (Emotion class names, `css-…`)
 * in the Emotion cache the Provider renders with. Throws when a recipe it names is not in the system.
 */
export function defineClasses<Name extends string>(styles: Record<Name, ClassStyle>, { linked = false }: ClassOptions = {}): () => Record<Name, string> {
  let serialized: Array<readonly [Name, SerializedStyles]> | undefined;
  const byCache = new WeakMap<Cache, Record<Name, string>>();
  return function useClasses() {
    const cache = __unsafe_useEmotionCache();
    if (!cache) throw new Error('defineClasses needs an Emotion cache: render inside the design system Provider');
    let classes = byCache.get(cache);
    if (!classes) {
      // Plain style objects name no registered class, so what the first cache serializes holds for every cache.
      serialized ??= serializeClasses(styles, cache.registered);
      const inCache = cache;
      classes = Object.fromEntries(
        serialized.map(([name, styles]) => {
          const className = `${inCache.key}-${styles.name}`;
          if (!linked) insertStyles(inCache, styles, false);
          // Registered and counted as inserted: the server's extraction leaves out what is `true`, and a browser writes it nowhere.
          else if (inCache.inserted[styles.name] === undefined) [inCache.registered[className], inCache.inserted[styles.name]] = [styles.styles, true];
          return [name, className];
        }),
      ) as Record<Name, string>;
      byCache.set(cache, classes);
    }
    return classes;
  };
}

/**
 * The CSS of `groups`' classes (each group what a `linked` {@link defineClasses} is given), as
 * Emotion writes it into a page, class names and all: for the stylesheet every page links.
 * @returns CSS text. @throws when a recipe a class names is not in the system.
 */
export function linkedStylesheet(...groups: ReadonlyArray<Record<string, ClassStyle>>): string {
  const cache = createCache({ key: 'css' });
  // Kept as text, not written into a document.
  cache.compat = true;
  for (const styles of groups) for (const [, serialized] of serializeClasses(styles, cache.registered)) insertStyles(cache, serialized, false);
  return Object.values(cache.inserted).filter((css): css is string => typeof css === 'string').join('');
}

/** Out of sight but read by assistive technology (a link's fuller name, a table's caption): a style for {@link defineClasses}. */
export const VISUALLY_HIDDEN = { position: 'absolute', w: '1px', h: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const satisfies ClassStyle;

/** A skip link's style for {@link defineClasses}: out of sight until it has the keyboard's focus, then a framed link at the page's top start corner. */
export const SKIP_LINK = {
  recipe: 'link',
  css: { position: 'absolute', insetInlineStart: '2', top: '2', zIndex: '20', px: '4', py: '2', bg: 'bg', color: 'fg', borderWidth: '2px', borderColor: 'fg', borderRadius: 'l2', transform: 'translateY(-200%)', _focus: { transform: 'none' } },
} as const satisfies ClassStyle;
