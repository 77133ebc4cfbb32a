import type { Browser, BrowserContextOptions } from '@playwright/test';

/** The site the profile and trace tools load: `npm start`'s host, or BENCH_SITE. */
export const SITE = process.env.BENCH_SITE ?? 'http://127.0.0.1:3000';

/** The browser context of every measured load: a desktop window, English number formats. */
export const BENCH_CONTEXT_OPTIONS: BrowserContextOptions = { viewport: { width: 1280, height: 800 }, locale: 'en-US' };

/** The phone of the benchmark's phone pass: a 390×844 screen at 3× density, touch, English number formats. */
export const PHONE_CONTEXT_OPTIONS: BrowserContextOptions = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, locale: 'en-US' };
/** How much slower the phone's CPU is than this machine's (Chromium's CPU throttling rate). */
export const PHONE_CPU_SLOWDOWN = 4;

/**
 * A new browser context and page as the benchmark's desktop window or phone, with a CDP session on
 * the page (the phone's CPU slowed down {@link PHONE_CPU_SLOWDOWN}×). The caller closes the context.
 */
export async function openBenchPage(browser: Browser, phone: boolean) {
  const context = await browser.newContext(phone ? PHONE_CONTEXT_OPTIONS : BENCH_CONTEXT_OPTIONS);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (phone) await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  return { context, page, cdp };
}

/** A loopback URL without its scheme and host, e.g. `3000/main.js`; '' for none. */
export const shortUrl = (url: unknown) => (typeof url === 'string' ? url.replace(/^https?:\/\/127\.0\.0\.1:/, '') : '');
