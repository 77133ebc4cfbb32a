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
 * The one Chakra system of WorldAtlas: Chakra's base configuration and default tokens with only the
 * recipes the apps use, so sharing it ships a fraction of Chakra (no date picker, QR code, …).
 * A component whose recipe is missing here renders unstyled: add the recipe when adding a component.
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
      tokens,
      semanticTokens,
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
);
