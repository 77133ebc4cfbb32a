import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { createSystem, defineConfig } from '@chakra-ui/react/styled-system';
import {
  alertSlotRecipe,
  animationStyles,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's colour palettes that no WorldAtlas app uses. Each palette is 27 tokens that the system
 * resolves and writes as CSS variables on every page load, before the first render; leaving these out
 * shortens that work by about a fifth. Gray, blue, red (errors), green and orange (the semantic tokens'
 * success and warning colours) stay; system.test.ts checks every palette the apps name is defined.
 */
export const UNUSED_PALETTES = ['yellow', 'teal', 'cyan', 'purple', 'pink'] as const;

const withoutUnusedPalettes = <T extends object>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([palette]) => !(UNUSED_PALETTES as readonly string[]).includes(palette))) as T;

/**
 * The conditions of the colour modes. `_dark` is the class the page's inline script puts on `<html>`
 * (the visitor's choice, else their system's); a page whose scripts do not run has no class, so
 * `_noScriptDark` asks the system's preference there. Light values sit at the specificity of the
 * token variables' root (`:where`), so `_noScriptDark`'s (Chakra writes a media condition's tokens
 * on that root) come after them and win; the classes the script sets still win over both.
 */
const COLOR_MODE_CONDITIONS = {
  light: ':where(:root) &, .light &',
  noScriptDark: '@media (prefers-color-scheme: dark) and (scripting: none)',
} as const;

type TokenTree = { [key: string]: unknown };
const isTree = (value: unknown): value is TokenTree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `tokens` (semantic tokens) with each `_dark` value also under `_noScriptDark`: one palette for both ways into dark mode. */
function withNoScriptDark<T extends object>(tokens: T): T {
  const twin = (node: TokenTree): TokenTree => {
    if (isTree(node.value) && '_dark' in node.value) return { ...node, value: { ...node.value, _noScriptDark: node.value._dark } };
    return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, isTree(child) ? twin(child) : child]));
  };
  return twin(tokens as TokenTree) as T;
}

/**
 * Styles that apply in dark mode, however the page came to it: chosen (or the system's, read by the
 * page's script) or, without scripts, the system's. Use it instead of `_dark`, e.g.
 * `{ color: 'blue.700', ...inDarkMode({ color: 'blue.300' }) }`.
 */
export const inDarkMode = <S extends object>(styles: S) => ({ _dark: styles, _noScriptDark: styles });

/**
 * The one Chakra system of WorldAtlas: Chakra's base configuration and default tokens (less the
 * unused palettes) with only the recipes the apps use, so sharing it ships a fraction of Chakra (no
 * date picker, QR code, …). A component whose recipe is missing here renders unstyled: add the
 * recipe when adding a component.
 */
export const system = createSystem(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    conditions: COLOR_MODE_CONDITIONS,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
      semanticTokens: withNoScriptDark({ ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) }),
      textStyles,
      layerStyles,
      animationStyles,
      recipes: {
        button: buttonRecipe,
        container: containerRecipe,
        heading: headingRecipe,
        input: inputRecipe,
        link: linkRecipe,
        spinner: spinnerRecipe,
        textarea: textareaRecipe,
      },
      slotRecipes: {
        alert: alertSlotRecipe,
        card: cardSlotRecipe,
        field: fieldSlotRecipe,
        nativeSelect: nativeSelectSlotRecipe,
      },
    },
  }),
  defineConfig({
    theme: {
      semanticTokens: withNoScriptDark({
        colors: {
          // Chakra's gray focus ring (gray.400) is 2.6:1 on white; WCAG 1.4.11 asks 3:1 of a focus indicator.
          gray: { focusRing: { value: { _light: '{colors.gray.600}', _dark: '{colors.gray.300}' } } },
          // White on blue.600 is 5.2:1, but a hovered solid button mixes it 90 % with the page: 4.4:1 on white. blue.700 keeps 4.5:1 hovered.
          blue: { solid: { value: { _light: '{colors.blue.700}', _dark: '{colors.blue.600}' } } },
        },
      }),
    },
  }),
);
