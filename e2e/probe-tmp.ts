import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium';
(async () => {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  for (const path of (process.argv[2] ?? '/,/about,/country,/country/Nepal,/country?view=map,/contact').split(',')) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const logs: string[] = [];
    let js = 0;
    page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') logs.push(`${m.type()}: ${m.text()}`); });
    page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
    page.on('requestfailed', (r) => logs.push(`failed: ${r.url()} ${r.failure()?.errorText}`));
    page.on('response', async (r) => { if (r.request().resourceType() === 'script') { const h = await r.headerValue('content-length'); js += Number(h ?? (await r.body()).length); } });
    await page.goto(`http://127.0.0.1:3000${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const islands = await page.$$eval('[data-island]', (els) => els.map((e) => `${e.getAttribute('data-island')}:${e.hasAttribute('data-hydrated')}`));
    console.log(path, 'js', (js / 1024).toFixed(1), 'kB', islands.join(' '), logs.join('\n  '));
    await context.close();
  }
  await browser.close();
})();
