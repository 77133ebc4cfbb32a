import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../deploy/src/free-port';
import { expect, live, navigateInApp, networkQuiet, test } from './fixtures';

const ROOT = join(__dirname, '..', '..');
const API_SERVER = join(ROOT, 'countries-api', 'dist', 'server.js');
const RENDER_SERVER = join(ROOT, 'shell', 'server', 'server.ts');

/** Resolves with the first match of `pattern` in the process's standard output. @throws Error when it exits first or after 30 s. */
function printed(child: ChildProcess, pattern: RegExp): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`not seen in 30 s: ${pattern}\n${output}`)), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    });
    child.once('exit', (code) => reject(new Error(`exited (${code}) before printing ${pattern}\n${output}`)));
  });
}

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
 * port, and its own shell (the built shell's render server, as `npm start` runs it) whose runtime
 * configuration names that API and the suite's remotes: the other tests keep theirs.
 */
test.describe('countries-api restarted during the list journey', () => {
  let api: ChildProcess | undefined;
  let shell: ChildProcess | undefined;
  let configDir = '';

  test.afterEach(async () => {
    if (api) await stopApi(api);
    shell?.kill('SIGTERM');
    if (configDir) rmSync(configDir, { recursive: true, force: true });
  });

  test('a page reached while the API is down shows Retry, and its country on Retry once the API is back', async ({ page, request, problems }) => {
    const apiPort = await freePort();
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    const suiteConfig = (await (await request.get('/runtime-config.json')).json()) as { remotes: Record<string, string> };
    configDir = mkdtempSync(join(tmpdir(), 'worldatlas-api-restart-'));
    const configFile = join(configDir, 'runtime-config.json');
    writeFileSync(configFile, JSON.stringify({ remotes: suiteConfig.remotes, apiBaseUrl: apiUrl }));

    api = await startApi(apiPort);
    shell = spawn(process.execPath, ['--import', 'tsx', RENDER_SERVER], {
      cwd: ROOT,
      env: { ...process.env, PORT: '0', RUNTIME_CONFIG: configFile },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const [, shellUrl] = await printed(shell, /pages rendered at (http:\/\/127\.0\.0\.1:\d+)/);

    await page.goto(`${shellUrl}/country`);
    await live(page);
    await expect(page.getByText('250 countries')).toBeVisible();
    await page.getByPlaceholder('search').fill('nep');
    await expect(page.getByRole('article')).toHaveCount(1);

    // The restart: SIGTERM, a drain, exit 0; nothing listens on the port until it is started again.
    // Sent once the page's flags have loaded: a request in flight at SIGTERM is the API's own test
    // (countries-api/src/server-shutdown.test.ts).
    await networkQuiet(page);
    expect(await stopApi(api)).toBe(0);
    const country = `${apiUrl}/v3.1/name/Iceland?`.replace(/\./g, '\\.').replace('?', '\\?');
    problems.expect(
      new RegExp(`^request failed: ${country}\\S* \\(net::ERR_CONNECTION_REFUSED\\)$`),
      new RegExp(`^console\\.error: Failed to load resource: net::ERR_CONNECTION_REFUSED \\[${country}`),
      /^console\.error: Country "Iceland" could not be loaded/,
    );
    // The visitor goes on in the open page: the next country is asked of the API, which is down. Iceland
    // has no land borders: the page makes no second request whose timing against the restart would vary.
    await navigateInApp(page, '/country/Iceland');
    await expect(page.getByRole('alert')).toContainText('Iceland could not be loaded');
    const retry = page.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();

    api = await startApi(apiPort);
    await retry.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Iceland' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
