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
import { brandConfig } from './brand';

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
 * The one Chakra system of WorldAtlas: Chakra's base configuration and default tokens (less the
 * unused palettes) with only the recipes the apps use, so sharing it ships a fraction of Chakra (no
 * date picker, QR code, …). A component whose recipe is missing here renders unstyled: add the
 * recipe when adding a component.
 */
export const system = createSystem(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
      semanticTokens: { ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) },
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
      semanticTokens: {
        colors: {
          // Chakra's gray focus ring (gray.400) is 2.6:1 on white; WCAG 1.4.11 asks 3:1 of a focus indicator.
          gray: { focusRing: { value: { _light: '{colors.gray.600}', _dark: '{colors.gray.300}' } } },
          // White on blue.600 is 5.2:1, but a hovered solid button mixes it 90 % with the page: 4.4:1 on white. blue.700 keeps 4.5:1 hovered.
          blue: { solid: { value: { _light: '{colors.blue.700}', _dark: '{colors.blue.600}' } } },
        },
      },
    },
  }),
  brandConfig,
);
