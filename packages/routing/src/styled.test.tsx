/**
 * @jest-environment node
 */
import { Global } from '@emotion/react';
import { Box, Button } from '@worldatlas/design-system';
import { renderStyled, systemStylesheet } from './styled';

// The design system's own CSS goes to one stylesheet; each render carries only its components' CSS. In Node,
// as the render server renders: in a DOM, Emotion writes its CSS into the document instead.

describe('systemStylesheet', () => {
  const css = systemStylesheet();

  it("holds the cascade layers' order first, then the reset, the global styles and every token in both colour modes", () => {
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css).toContain('@layer reset{');
    expect(css).toMatch(/--chakra-colors-blue-700:/);
    expect(css).toMatch(/\.dark[^{]*\{[^}]*--chakra-colors-bg:/);
    expect(css).toContain('@media (prefers-color-scheme: dark) and (scripting: none)');
  });
});

describe('renderStyled', () => {
  it("carries its components' CSS and none of the stylesheet's", () => {
    const { html, styles } = renderStyled(
      <Box padding="4" color="fg.muted">
        <Button>Go</Button>
      </Box>,
    );
    expect(html).toContain('>Go</button>');
    expect(styles).not.toContain('css-global');
    expect(styles).not.toContain('--chakra-colors-blue-700:');
    // The rules of each Emotion class the markup uses.
    const classes = [...html.matchAll(/\bcss-[a-z0-9]+/g)].map(([name]) => name);
    expect(classes).toHaveLength(2);
    for (const name of classes) expect(styles).toContain(`.${name}{`);
    expect(styles).toContain('padding:var(--chakra-spacing-4)');
  });

  it('keeps a global style of its own: only the design system’s are left to the stylesheet', () => {
    const { styles } = renderStyled(<Global styles={{ '.print-only': { display: 'none' } }} />);
    expect(styles).toContain('.print-only{display:none;}');
  });
});
