import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { type Browser, chromium } from 'playwright-core';
import { buildTestApp } from '../../test/helper';

/** Debian's Chromium (CHROMIUM_PATH), never a downloaded one, with every name but loopback unresolvable. */
const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
  ],
};

let app: FastifyInstance;
let browser: Browser;
let origin: string;

beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  browser = await chromium.launch(CHROMIUM);
}, 30_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('the /docs page in Chromium', () => {
  it('shows every operation and the Country model, under its CSP, loading nothing from elsewhere', async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`console ${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('request', (request) => {
      if (!request.url().startsWith(`${origin}/`) && !request.url().startsWith('data:')) problems.push(`request to ${request.url()}`);
    });
    await page.goto(`${origin}/docs`);
    await page.getByRole('heading', { name: /WorldAtlas countries API/ }).waitFor();
    await page.locator('.opblock').first().waitFor();
    expect(await page.locator('.opblock').count()).toBe(15);
    await expect(page.getByText('/v3.1/alpha/{code}', { exact: true }).count()).resolves.toBe(1);
    await expect(page.locator('section.models').innerText()).resolves.toMatch(/^Schemas\s+Country/);
    expect(problems).toEqual([]);
    await page.close();
  }, 30_000);

  it('is as wide as a phone on a phone', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await context.newPage();
    await page.goto(`${origin}/docs`);
    await page.locator('.opblock').first().waitFor();
    // Without a viewport, a phone lays the page out 980 px wide and shrinks it.
    expect(await page.evaluate('window.innerWidth')).toBe(390);
    await context.close();
  }, 30_000);

  it('says where the description is, without scripts', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${origin}/docs`);
    await expect(page.locator('body').innerText()).resolves.toContain('This interactive reference needs JavaScript.');
    const link = page.getByRole('link', { name: '/v3.1/openapi.json' });
    expect(await link.getAttribute('href')).toBe('/v3.1/openapi.json');
    await link.click();
    await page.waitForURL(`${origin}/v3.1/openapi.json`);
    await context.close();
  }, 30_000);
});
