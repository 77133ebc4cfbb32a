import type { Locator } from '@playwright/test';

/** How the focused element shows its focus, measured in the page from computed styles. */
export interface FocusIndicator {
  /** The element matches `:focus-visible`. */
  focusVisible: boolean;
  /** What draws the indicator: `outline`, `ring` (a box-shadow with a spread and no blur), `stroke` (an SVG shape's), or `none`. */
  kind: 'outline' | 'ring' | 'stroke' | 'none';
  /** The indicator's colour as drawn, `rgb(r, g, b)` after compositing its alpha over the backdrop. */
  color: string;
  /** The colour the indicator is drawn on, `rgb(r, g, b)`: the ancestors' backgrounds composited over the page's canvas (the element's own for an inset indicator; also the shape's fill for a stroke). */
  backdrops: string[];
  /** Lowest WCAG contrast ratio between the indicator and its backdrops (1 to 21). */
  contrast: number;
}

/**
 * Measures the focus indicator of the element `locator` points to (which should have the focus):
 * its colour, and its contrast with the colours it is really drawn on (WCAG 1.4.11 asks 3:1). The
 * backdrop is found by compositing the background colours of the element's ancestors, innermost
 * last, over the canvas (white, or the dark canvas when the page's colour scheme is dark): an
 * outline or ring outside the element sits on its parent's backdrop, an inset one (negative
 * outline offset, `inset` shadow) on the element's own background, and an SVG link's stroke on
 * both the map behind it and the shape's fill. Colours are resolved by a 2D canvas, so any CSS colour
 * syntax (`color-mix`, `oklch`, alpha) is measured as the browser paints it. Background images are not
 * read. An invisible native control (opacity 0 or 1 px) is measured on the `label` that draws it.
 * Transitions on the element are awaited first, so the indicator is read as it ends.
 */
export function measureFocusIndicator(locator: Locator): Promise<FocusIndicator> {
  return locator.evaluate(async (element): Promise<FocusIndicator> => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    /** Paints `layers` (CSS colours) in order on one clear pixel and returns it as [r, g, b, alpha] (0–255). */
    const pixel = (layers: string[]): number[] => {
      context.clearRect(0, 0, 1, 1);
      for (const layer of layers) {
        context.fillStyle = layer;
        context.fillRect(0, 0, 1, 1);
      }
      return [...context.getImageData(0, 0, 1, 1).data];
    };
    const paint = (layers: string[]) => pixel(layers).slice(0, 3);
    /** The alpha (0–255) `color` paints with. */
    const opacity = (color: string) => pixel([color])[3] ?? 0;
    const luminance = (rgb: number[]) => {
      const [r = 0, g = 0, b = 0] = rgb.map((channel) => {
        const c = channel / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const contrast = (a: number[], b: number[]) => {
      const [light = 0, dark = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (light + 0.05) / (dark + 0.05);
    };
    const css = (rgb: number[]) => `rgb(${rgb.join(', ')})`;

    const root = getComputedStyle(document.documentElement);
    const canvasColor = root.colorScheme.includes('dark') && !root.colorScheme.includes('light') ? '#121212' : '#ffffff';
    /** Background colours from the root down to `from` (included), the order they are painted in. */
    const backgrounds = (from: Element | null) => {
      const layers: string[] = [];
      for (let node = from; node; node = node.parentElement) layers.unshift(getComputedStyle(node).backgroundColor);
      return [canvasColor, ...layers];
    };

    // A native control drawn by its label (an invisible radio in a segmented control) shows its focus on the label.
    const ownBox = element.getBoundingClientRect();
    const drawn = getComputedStyle(element).opacity === '0' || ownBox.width <= 1 ? element.closest('label') ?? element : element;
    // Read the indicator as it ends, not halfway through a transition into it (running animations, such as a pulse, are not waited for).
    const transitions = [drawn, element].flatMap((node) => node.getAnimations({ subtree: true })).filter((animation) => animation instanceof CSSTransition);
    await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
    const style = getComputedStyle(drawn);
    const outside = backgrounds(drawn.parentElement);
    let kind: FocusIndicator['kind'] = 'none';
    let indicator = 'transparent';
    let layers = [outside];
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1) {
      kind = 'outline';
      indicator = style.outlineColor;
      if (parseFloat(style.outlineOffset) < 0) layers = [[...outside, style.backgroundColor]];
    } else if (style.boxShadow !== 'none') {
      // Shadows are separated by commas outside parentheses; a ring has a spread and no blur.
      const shadows = style.boxShadow.split(/,(?![^(]*\))/).map((shadow) => shadow.trim());
      for (const shadow of shadows) {
        const color = shadow.match(/^(?:\w+\([^)]*\)|#\w+|[a-z]+)/i)?.[0] ?? '';
        const [, , blur = 0, spread = 0] = (shadow.slice(color.length).match(/-?[\d.]+px/g) ?? []).map(parseFloat);
        if (blur === 0 && spread >= 1 && opacity(color) > 0) {
          kind = 'ring';
          indicator = color;
          if (/\binset\b/.test(shadow)) layers = [[...outside, style.backgroundColor]];
          break;
        }
      }
    }
    if (kind === 'none' && element instanceof SVGElement) {
      const shape = element.querySelector('path, circle, rect, polygon');
      const shapeStyle = shape && getComputedStyle(shape);
      if (shapeStyle && shapeStyle.stroke !== 'none' && parseFloat(shapeStyle.strokeWidth) >= 1) {
        kind = 'stroke';
        indicator = shapeStyle.stroke;
        const svgBackdrop = backgrounds(element.closest('svg'));
        layers = [svgBackdrop, ...(shapeStyle.fill === 'none' || shapeStyle.fill.startsWith('url') ? [] : [[...svgBackdrop, shapeStyle.fill]])];
      }
    }
    const backdrops = layers.map((layer) => paint(layer));
    // Drawn over the first backdrop: a translucent indicator shows what lies under it.
    const color = paint([...(layers[0] ?? [canvasColor]), indicator]);
    return {
      focusVisible: element.matches(':focus-visible'),
      kind,
      color: css(color),
      backdrops: backdrops.map(css),
      contrast: kind === 'none' ? 1 : Math.min(...backdrops.map((backdrop) => contrast(color, backdrop))),
    };
  });
}
