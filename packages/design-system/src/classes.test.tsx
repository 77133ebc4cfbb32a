import { render, screen } from '@testing-library/react';
import { defineClasses } from './classes';
import { LinkedBar } from './linked-bar.fixture';
import { Provider } from './Provider';

const useClasses = defineClasses({
  box: { bg: 'bg.muted', p: '2', _hover: { color: 'fg.muted' } },
  button: { recipe: 'button', variants: { size: 'sm' }, css: { colorPalette: 'blue' } },
  cardRoot: { slotRecipe: 'card', slot: 'root', variants: { variant: 'elevated' } },
});

let seen: ReturnType<typeof useClasses>[] = [];
function Styled({ label }: { label: string }) {
  const classes = useClasses();
  seen.push(classes);
  return (
    <div className={classes.box}>
      <a className={classes.button} href="/">
        {label}
      </a>
    </div>
  );
}

/** The text of every rule in the page's style sheets that names `className` (as text or as inserted rules). */
function rulesOf(className: string): string {
  const texts = [...document.querySelectorAll('style')].flatMap((style) => [
    style.textContent ?? '',
    ...[...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText),
  ]);
  return texts.filter((text) => text.includes(`.${className}`)).join('\n');
}

beforeEach(() => (seen = []));

describe('defineClasses', () => {
  it('resolves tokens, spacing and conditions of the system into one class per name', () => {
    render(
      <Provider>
        <Styled label="one" />
      </Provider>,
    );
    const { box } = seen[0] ?? {};
    expect(box).toMatch(/^css-/);
    expect(screen.getByText('one').parentElement).toHaveClass(box ?? 'missing');
    const css = rulesOf(box ?? 'missing');
    expect(css).toContain('var(--chakra-colors-bg-muted)');
    expect(css).toContain('var(--chakra-spacing-2)');
    expect(css).toMatch(/:hover[^{]*\{[^}]*var\(--chakra-colors-fg-muted\)/);
  });

  it("takes a recipe's styles for the variants asked, in Chakra's recipes layer, with its own styles unlayered on top", () => {
    render(
      <Provider>
        <Styled label="two" />
      </Provider>,
    );
    const css = rulesOf(seen[0]?.button ?? 'missing');
    expect(css).toContain('@layer recipes');
    expect(css).toContain('height: var(--chakra-sizes-9)'); // the button recipe's size sm
    expect(css).toMatch(/^\.css-\w+ ?\{[^}]*--chakra-colors-color-palette-solid: ?var\(--chakra-colors-blue-solid\)/m); // unlayered: wins over the recipe
  });

  it('resolves a slot of a slot recipe', () => {
    render(
      <Provider>
        <Styled label="three" />
      </Provider>,
    );
    expect(rulesOf(seen[0]?.cardRoot ?? 'missing')).toContain('var(--chakra-shadows-md)'); // the elevated card's shadow
  });

  it('resolves once: every element and render gets the same class names', () => {
    const { rerender } = render(
      <Provider>
        <Styled label="a" />
        <Styled label="b" />
      </Provider>,
    );
    rerender(
      <Provider>
        <Styled label="a" />
        <Styled label="b" />
      </Provider>,
    );
    expect(seen).toHaveLength(4);
    for (const classes of seen) expect(classes).toBe(seen[0]);
  });

  it('a recipe the system lacks is an error, not an unstyled element', () => {
    const useBroken = defineClasses({ menu: { recipe: 'menu' } });
    function Broken() {
      useBroken();
      return null;
    }
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <Provider>
          <Broken />
        </Provider>,
      ),
    ).toThrow('defineClasses: the system has no recipe "menu"');
  });
});

describe('linked classes', () => {
  // Their stylesheet, read in Node as the host's build reads it: classes.linked.test.tsx.
  it('give their class names and write no CSS of their own into the page', () => {
    render(
      <Provider>
        <LinkedBar />
      </Provider>,
    );
    const nav = screen.getByRole('navigation');
    const [bar = 'missing', link = 'missing'] = [nav.className, screen.getByRole('link').className];
    expect([bar, link].every((name) => /^css-\w+$/.test(name))).toBe(true);
    expect([rulesOf(bar), rulesOf(link)]).toEqual(['', '']);
  });
});
