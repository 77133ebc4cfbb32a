import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '../../jest/free-port';
import { asPattern, expect, networkQuiet, test } from './fixtures';
import { type OwnRenderServer, printed, startRenderServer } from './own-render-server';

const API_SERVER = join(__dirname, '..', '..', 'countries-api', 'dist', 'server.js');

/** The built countries-api on 127.0.0.1:`port`, once it serves. */
async function startApi(port: number): Promise<ChildProcess> {
  const api = spawn(process.execPath, [API_SERVER], { env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info' }, stdio: ['ignore', 'pipe', 'inherit'] });
  await printed(api, /countries-api serving/);
  return api;
}

/** SIGTERM, as an orchestrator restarting it sends; resolves with the exit code once it has drained and exited. */
function stopApi(api: ChildProcess): Promise<number | null> {
  let log = '';
  api.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  return new Promise((resolve) => {
    if (api.exitCode !== null) return resolve(api.exitCode);
    api.once('exit', (code) => {
      // What the API logged while it shut down, when it did not end as it should.
      if (code !== 0) process.stderr.write(`countries-api exited ${code} on SIGTERM; it logged:\n${log}\n`);
      resolve(code);
    });
    api.kill('SIGTERM');
  });
}

/**
 * The API is restarted while a visitor uses the site. The test runs its own countries-api on a free
 * port, and its own render server (the built shell's, as `npm start` runs it) whose runtime
 * configuration names that API and the suite's remotes: the other tests keep theirs. Pages are
 * rendered on the server, which asks the API; the list's island asks it itself for the languages
 * and currencies a search by language needs.
 */
test.describe('countries-api restarted while a visitor uses the site', () => {
  let api: ChildProcess | undefined;
  let shell: OwnRenderServer | undefined;

  test.afterEach(async () => {
    if (api) await stopApi(api);
    await shell?.stop();
  });

  test("while it is down the list's search says so with Retry and a country page answers 503 with Retry-After; once it is back, Retry and a reload show them", async ({ page, context, request, problems }) => {
    const apiPort = await freePort();
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    api = await startApi(apiPort);
    shell = await startRenderServer(request, (config) => ({ ...config, apiBaseUrl: apiUrl }));

    await page.goto(`${shell.url}/country`);
    await expect(page.getByText('250 countries')).toBeVisible();
    await page.getByPlaceholder('search').fill('nep');
    await expect(page.getByRole('article')).toHaveCount(1);

    // The restart: SIGTERM, a drain, exit 0; nothing listens on the port until it is started again.
    // Sent once the page's flags have loaded: a request in flight at SIGTERM is the API's own test
    // (countries-api/src/server-shutdown.test.ts).
    await networkQuiet(page);
    expect(await stopApi(api)).toBe(0);

    const searchFields = asPattern(`${apiUrl}/v3.1/all?fields=cca3,languages,currencies`);
    const country = asPattern(`${shell.url}/country/Iceland`);
    problems.expect(
      // The island's own call for the languages, refused.
      new RegExp(`^request failed: ${searchFields}\\S* \\(net::ERR_CONNECTION_REFUSED\\)$`),
      new RegExp(`^console\\.error: Failed to load resource: net::ERR_CONNECTION_REFUSED \\[${searchFields}`),
      /^console\.error: The list's languages and currencies could not be loaded ApiRequestError/,
      // The country page the server could not get the data of.
      new RegExp(`^HTTP 503: ${country}$`),
      new RegExp(`^console\\.error: Failed to load resource: the server responded with a status of 503 \\(Service Unavailable\\) \\[${country}\\]$`),
    );
    // The visitor goes on in the open list: a search by language needs the API, which is down.
    await page.getByRole('combobox', { name: 'Search by' }).selectOption('Language');
    await page.getByRole('searchbox').fill('nepali');
    await expect(page.getByRole('alert')).toContainText('The languages and currencies could not be loaded');
    const retry = page.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();

    // And opens a country in another tab: the server asks the API, which is down. Iceland has no
    // land borders: the page needs one call, whose timing against the restart cannot vary.
    const tab = await context.newPage();
    const down = await tab.goto(`${shell.url}/country/Iceland`);
    expect(down?.status()).toBe(503);
    expect(down?.headers()['retry-after']).toBe('10');
    await expect(tab.getByRole('heading', { level: 1, name: '503' })).toBeVisible();
    await expect(tab.getByText('The countries service is not answering. Try again in a moment.')).toBeVisible();

    api = await startApi(apiPort);
    const back = await tab.reload();
    expect(back?.status()).toBe(200);
    await expect(tab.getByRole('heading', { level: 1, name: 'Iceland' })).toBeVisible();

    await retry.click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText('1 country', { exact: true })).toBeVisible();
    await expect(page.getByRole('article').getByRole('heading')).toHaveText(['Nepal']);
  });
});
