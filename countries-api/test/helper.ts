import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Country } from '@worldatlas/contracts';
import { type AppOptions, buildApp } from '../src/app';

/** The built data, as `npm run build -w countries-api` writes it. */
export const DATA_DIR = join(__dirname, '..', 'dist');
export const PUBLIC_URL = 'http://api.test';

/**
 * The app's options in tests: the real built data, silent, and load shedding off. These tests are
 * about answers, and a pause of the test process (a busy CI machine, a synchronous step of a test)
 * is not load; with the default 1 s lag limit, such a pause turned answers into 503s. Shedding has
 * its own tests with explicit limits (plugins/external/under-pressure.test.ts). Spread it first and
 * override what a test is about.
 */
export const TEST_APP_OPTIONS = {
  dataDir: DATA_DIR,
  publicUrl: PUBLIC_URL,
  logLevel: 'silent',
  pressure: { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0, maxRssBytes: 0 },
} satisfies AppOptions;

/** Builds the real app with {@link TEST_APP_OPTIONS}, ready. Callers close it. */
export async function buildTestApp(): Promise<FastifyInstance> {
  if (!existsSync(join(DATA_DIR, 'data', 'countries.json'))) {
    throw new Error('countries-api data is not built: run "npm run build -w countries-api" first');
  }
  const app = await buildApp(TEST_APP_OPTIONS);
  await app.ready();
  return app;
}

/**
 * The value of `REST_COUNTRIES_REFERENCE` that skips the comparison with v3.1 on purpose (a machine
 * without the reference file); `npm test` then says so in its summary line (scripts/test.mjs).
 */
export const REFERENCE_OPT_OUT = 'none';

/** The REST Countries v3.1 reference data: REST_COUNTRIES_REFERENCE, else shared/reference beside the repository. */
const REFERENCE_FILE = process.env.REST_COUNTRIES_REFERENCE || resolve(__dirname, '..', '..', '..', 'shared', 'reference', 'restcountries-v3.1.json');

/**
 * The v3.1 reference records, or `null` when `REST_COUNTRIES_REFERENCE` is {@link REFERENCE_OPT_OUT}.
 * @throws Error when the file is absent: a comparison that cannot run fails rather than passing
 *   unnoticed as skipped; the message says how to point at the file or opt out.
 */
export function loadReference(): Country[] | null {
  if (REFERENCE_FILE === REFERENCE_OPT_OUT) return null;
  if (!existsSync(REFERENCE_FILE)) {
    throw new Error(`v3.1 reference file absent (${REFERENCE_FILE}): set REST_COUNTRIES_REFERENCE to its path, or to "${REFERENCE_OPT_OUT}" to skip the comparison with v3.1 on purpose`);
  }
  return JSON.parse(readFileSync(REFERENCE_FILE, 'utf8')) as Country[];
}

/** v3.1's body for a query with no match. */
export const NOT_FOUND_BODY = { status: 404, message: 'Not Found' };

/**
 * Builds the real app (see {@link buildTestApp}) before the calling file's tests and closes it after
 * them. Returns a getter of the app, for use inside tests.
 */
export function useTestApp(): () => FastifyInstance {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app?.close());
  return () => {
    if (!app) throw new Error('the test app is built in beforeAll: call it inside a test');
    return app;
  };
}

/** The cca3 codes `url` answers, sorted (v3.1 promises no order); `[]` for a 404. */
export async function answeredCodes(app: FastifyInstance, url: string): Promise<string[]> {
  const response = await app.inject(url);
  return response.statusCode === 200 ? response.json<Country[]>().map((country) => country.cca3).sort() : [];
}

/**
 * The cca3 codes `url` answers (see {@link answeredCodes}) on an app built for this one request. Its
 * response cache is empty, so the answer is computed from this spelling: it cannot come from an
 * earlier request that the cache key normalised to the same entry (`BOGOTÁ` after `bogota`).
 */
export async function answeredCodesOnFreshApp(url: string): Promise<string[]> {
  const app = await buildTestApp();
  try {
    return await answeredCodes(app, url);
  } finally {
    await app.close();
  }
}
