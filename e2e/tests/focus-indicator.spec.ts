import { expect, test } from './fixtures';
import { measureFocusIndicator } from './focus-indicator';

// The measure the accessibility tests rely on, checked on a page of known colours: it must find each
// kind of indicator and read the backdrop it is really drawn on, or a low contrast would pass.
const PAGE = `<!doctype html>
<style>
  body { margin: 0; background: #fff; }
  .dark { background: rgb(20, 20, 20); padding: 8px; }
  button { border: 0; background: #1d4ed8; color: #fff; }
  button:focus-visible { outline: none; }
  #outline:focus-visible { outline: 2px solid #777; outline-offset: 2px; }
  #inset:focus-visible { outline: 2px solid #fff; outline-offset: -4px; }
  #ring:focus-visible { box-shadow: rgba(0, 0, 0, 0.1) 0 4px 8px, #fff 0 0 0 2px; }
  #translucent:focus-visible { box-shadow: 0 0 0 3px rgb(255 255 255 / 0.5); }
  a { outline: none; }
  a:focus-visible path { stroke: #111; stroke-width: 3px; }
  label input { position: absolute; opacity: 0; width: 1px; height: 1px; }
  label:has(input:focus-visible) { outline: 2px solid #999; outline-offset: -4px; }
</style>
<div class="dark">
  <button id="outline">outline</button>
  <button id="inset">inset</button>
  <button id="ring">ring</button>
  <button id="translucent">translucent</button>
  <button id="none">none</button>
  <label style="background: #fff">radio <input type="radio" id="radio"></label>
</div>
<svg width="40" height="40" style="background: #fafafa"><a id="shape" href="#x"><path d="M5 5h30v30H5z" fill="#14204a"/></a></svg>`;

test.describe('focus indicator measure', () => {
  test.beforeEach(async ({ page }) => {
    await page.setContent(PAGE);
  });

  /** Focuses `#id` by keyboard (so `:focus-visible` applies) and measures it. */
  async function measure(page: import('@playwright/test').Page, id: string) {
    await page.locator(`#${id}`).focus();
    return measureFocusIndicator(page.locator(`#${id}`));
  }

  test('reads an outline against the parent backdrop, and an inset one against the element', async ({ page }) => {
    // #777 on the dark parent: about 4.0:1; the button's blue would give about 1.4:1.
    expect(await measure(page, 'outline')).toMatchObject({ kind: 'outline', color: 'rgb(119, 119, 119)', backdrops: ['rgb(20, 20, 20)'] });
    const inset = await measure(page, 'inset');
    expect(inset).toMatchObject({ kind: 'outline', backdrops: ['rgb(29, 78, 216)'] });
    expect(inset.contrast).toBeCloseTo(6.7, 1);
  });

  test('reads a box-shadow ring (not the blurred shadow before it), composited over the backdrop when translucent', async ({ page }) => {
    const ring = await measure(page, 'ring');
    expect(ring).toMatchObject({ kind: 'ring', color: 'rgb(255, 255, 255)', backdrops: ['rgb(20, 20, 20)'] });
    expect(ring.contrast).toBeGreaterThan(15);
    const translucent = await measure(page, 'translucent');
    expect(translucent.kind).toBe('ring');
    expect(translucent.contrast).toBeLessThan(ring.contrast);
  });

  test('finds no indicator where there is none, and reads a hidden radio on the label that draws it', async ({ page }) => {
    expect(await measure(page, 'none')).toMatchObject({ kind: 'none', contrast: 1 });
    // #999 on the label's white: 2.8:1, under 3.
    const radio = await measure(page, 'radio');
    expect(radio).toMatchObject({ kind: 'outline', backdrops: ['rgb(255, 255, 255)'] });
    expect(radio.contrast).toBeLessThan(3);
  });

  test("reads an SVG link's stroke against the map behind it and against the shape's own fill", async ({ page }) => {
    const shape = await measure(page, 'shape');
    expect(shape).toMatchObject({ kind: 'stroke', color: 'rgb(17, 17, 17)', backdrops: ['rgb(250, 250, 250)', 'rgb(20, 32, 74)'] });
    // Dark on dark fill: the lower of the two decides.
    expect(shape.contrast).toBeLessThan(1.5);
  });
});
