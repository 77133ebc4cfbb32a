/**
 * The benchmark's baseline: the same pages as plain static HTML with no JavaScript. Each page is the
 * site's own page once it is ready (same text, images, cards and styles), saved from the browser:
 * the DOM without scripts, and every CSS rule the page holds (Emotion inserts them through the
 * CSSOM, not as text) written into one `<style>` element. Its fonts are the page's, preloaded as the
 * page preloads them and read from the site (a `<base>`), so the copy loads what the page loads but
 * its scripts.
 */
import type { Browser } from '@playwright/test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { observeLoad, type ReadyCondition, waitReady } from './page-metrics';

/** A route of the site, where its static copy goes, and when the site's page is complete. */
export interface BaselinePage {
  /** The site's path, e.g. `/country/Nepal`. */
  path: string;
  /** The copy's path on the baseline server: a file name, e.g. `/country-nepal.html`. */
  staticPath: string;
  /** When the site's page is complete (the benchmark's ready condition). */
  ready: ReadyCondition;
}

/**
 * Saves each page of the site at `siteUrl` as static HTML into a new temporary folder.
 * @returns the folder, to be served by a static server.
 * @throws Error when a page does not get ready (the folder is removed).
 */
export async function saveStaticCopies(browser: Browser, siteUrl: string, pages: readonly BaselinePage[]): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), 'worldatlas-baseline-'));
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    for (const { path, staticPath, ready } of pages) {
      const page = await context.newPage();
      await observeLoad(page);
      await page.goto(`${siteUrl}${path}`);
      await waitReady(page, ready);
      await page.waitForLoadState('networkidle');
      const html = await page.evaluate(() => {
        const css = [...document.styleSheets]
          .map((sheet) => {
            try {
              return [...sheet.cssRules].map((rule) => rule.cssText).join('\n');
            } catch {
              return ''; // a cross-origin sheet: none here
            }
          })
          .join('\n');
        const copy = document.documentElement.cloneNode(true) as HTMLElement;
        // The fonts stay, preloaded as the site's page preloads them: the copy weighs what the page weighs.
        copy.querySelectorAll('script, link[rel="preload"]:not([as="font"]), link[rel="modulepreload"], link[rel="prefetch"], style').forEach((node) => node.remove());
        const style = document.createElement('style');
        style.textContent = css;
        copy.querySelector('head')?.append(style);
        // The page's own addresses (its fonts) are read from the site, which serves its files to any origin.
        const base = document.createElement('base');
        base.href = `${location.origin}/`;
        copy.querySelector('head')?.prepend(base);
        return `<!doctype html>\n${copy.outerHTML}`;
      });
      writeFileSync(join(root, staticPath), html);
      await page.close();
    }
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  } finally {
    await context.close();
  }
  return root;
}
