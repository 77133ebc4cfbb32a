import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium';
(async () => {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  for (const rate of [1, 4]) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const errors: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    await page.goto('http://127.0.0.1:3000/country', { waitUntil: 'commit' });
    const box = page.getByRole('searchbox');
    await box.waitFor();
    const hydratedAtType = await page.locator('[data-hydrated]').count();
    await box.pressSequentially('kathmandu', { delay: 30 });
    await page.locator('[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByText('1 country').waitFor({ timeout: 10000 }).catch(() => undefined);
    console.log('rate', rate, 'hydrated when typing began', hydratedAtType, 'value', await box.inputValue(), 'cards', await page.locator('article').count(), 'url', page.url(), errors);
    await context.close();
  }
  await browser.close();
})();
