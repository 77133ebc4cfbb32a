import type { Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { CONTACT_TOKEN_MIN_AGE_MS, contactDataDir, sitePorts } from '../webserver/site-ports';

// What the contact specs share: waiting as a person would before Send, and the messages contact-api stored.

/**
 * Waits until the contact form's `token` is old enough to be taken: contact-api answers a form sent
 * sooner than a person could fill it (3 s after it was served) 400 "press Send again". The token's
 * issue time is its second part (`v1.<issued at, ms>.…`); without one, the whole time from now.
 */
export async function untilTokenTaken(token: string): Promise<void> {
  const issuedAt = Number(token.split('.')[1]) || Date.now();
  const wait = issuedAt + CONTACT_TOKEN_MIN_AGE_MS + 250 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/** Waits, as a person would have, until the contact form in `page` can be sent ({@link untilTokenTaken}). */
export async function waitAsAPersonWould(page: Page): Promise<void> {
  await untilTokenTaken(await page.locator('form input[name="token"]').inputValue());
}

/** A message as contact-api's operator command exports it. */
export interface StoredMessage {
  id: string;
  name: string;
  email: string;
  message: string;
}

/** The folder of the suite's contact-api database: the nginx stack's, or the web server's. */
const dataDir = () => (process.env.E2E_STACK === 'nginx' ? join(process.env.NGINX_STACK_DIR ?? '', 'contact-api') : contactDataDir(sitePorts().CONTACT_API_PORT));

/** The messages the suite's contact-api has stored, read as an operator does (`messages export --format json`). */
export function storedMessages(): StoredMessage[] {
  const cli = join(__dirname, '..', '..', 'contact-api', 'dist', 'cli', 'messages.js');
  const out = execFileSync(process.execPath, [cli, 'export', '--format', 'json'], { env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir() } });
  return JSON.parse(out.toString('utf8')) as StoredMessage[];
}
