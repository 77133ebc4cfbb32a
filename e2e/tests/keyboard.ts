// What the keyboard tests expect of the focus: it is where Tab put it, and visible at 3:1 against its backdrop.
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { measureFocusIndicator } from './focus-indicator';

/**
 * The element has the keyboard focus, and shows it (`:focus-visible` with an outline, a ring or an
 * SVG shape's stroke) at 3:1 contrast with the colours it is drawn on (WCAG 1.4.11).
 */
export async function expectVisibleFocus(locator: Locator) {
  await expect(locator).toBeFocused();
  const focus = await measureFocusIndicator(locator);
  expect(focus.focusVisible && focus.kind !== 'none', `focus indicator of ${locator.toString()}`).toBe(true);
  expect(focus.contrast, `focus ${focus.kind} contrast of ${locator.toString()}: ${focus.color} on ${focus.backdrops.join(', ')}`).toBeGreaterThanOrEqual(3);
}

/** Tab stops walked per page: the header, the controls and the first rows of cards or map links. */
const TAB_STOPS = 40;

/**
 * Presses Tab from the top of the page through its first {@link TAB_STOPS} stops (or until the
 * focus comes back round), and expects each to show its focus at 3:1 against its real backdrop.
 */
export async function expectVisibleFocusAtEveryTabStop(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const failures: string[] = [];
  const seen = new Set<string>();
  for (let stop = 0; stop < TAB_STOPS; stop += 1) {
    await page.keyboard.press('Tab');
    // After the last stop the focus leaves the page for the browser's own controls.
    if (await page.evaluate(() => !document.activeElement || document.activeElement === document.body)) break;
    const focused = page.locator(':focus');
    const name = await focused.evaluate((element) => {
      const path: string[] = [];
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        path.unshift(`${node.tagName.toLowerCase()}:nth-child(${[...(node.parentElement?.children ?? [])].indexOf(node) + 1})`);
      }
      return `${path.join(' > ')} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    });
    if (seen.has(name)) break;
    seen.add(name);
    const focus = await measureFocusIndicator(focused);
    if (!focus.focusVisible || focus.kind === 'none') failures.push(`${name}: no visible focus indicator`);
    else if (focus.contrast < 3) failures.push(`${name}: ${focus.kind} ${focus.color} on ${focus.backdrops.join(', ')} is ${focus.contrast.toFixed(2)}:1`);
  }
  expect(seen.size, 'Tab stops reached').toBeGreaterThan(1);
  expect(failures, 'Tab stops whose focus indicator is missing or under 3:1 against its backdrop').toEqual([]);
}

/** Presses Tab and expects the focus, visibly, on `locator`. */
export async function tabTo(page: Page, locator: Locator) {
  await page.keyboard.press('Tab');
  await expectVisibleFocus(locator);
}
