import { type ChildProcess, spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildStaticServer } from '../../packages/static-server/src/index';
import { freePort } from '../../jest/free-port';
import { ROOT } from '../src/nginx-app';
import { REMOTES } from '../../scripts/remotes';
import { answersOk, waitUntil } from '../src/wait-until';

// The shell's render server as its container runs it where the site's public host name does not
// resolve from inside (a cluster, compose): the page uses the public URLs, the server reaches the
// remotes and the API at their internal addresses (*_INTERNAL_URL).
const PUBLIC = 'http://worldatlas.invalid';

describe('the render server behind internal addresses', () => {
  const servers: FastifyInstance[] = [];
  const processes: ChildProcess[] = [];
  let renderUrl = '';

  /** Starts `server` on a free loopback port; resolves with its URL. */
  async function listen(server: FastifyInstance): Promise<string> {
    servers.push(server);
    await server.listen({ host: '127.0.0.1', port: 0 });
    return `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  }

  beforeAll(async () => {
    const env: Record<string, string> = { API_URL: `${PUBLIC}/api`, SITE_URL: PUBLIC };
    // Every remote of the registry under the Ingress's path for it, as deploy/k8s names them.
    const site = { remotes: Object.fromEntries(REMOTES.map(({ name }) => [name, `${PUBLIC}/remotes/${name}/mf-manifest.json`])), apiBaseUrl: env.API_URL ?? '' };
    for (const { name, folder, envPrefix } of REMOTES) {
      env[`${envPrefix}_MANIFEST_URL`] = site.remotes[name] ?? '';
      env[`${envPrefix}_INTERNAL_URL`] = await listen(await buildStaticServer({ root: join(ROOT, folder, 'dist'), runtimeConfig: site }));
    }
    const apiPort = await freePort();
    env.API_INTERNAL_URL = `http://127.0.0.1:${apiPort}`;
    processes.push(spawn(process.execPath, [join(ROOT, 'countries-api', 'dist', 'server.js')], { env: { ...process.env, HOST: '127.0.0.1', PORT: String(apiPort), PUBLIC_URL: env.API_URL, LOG_LEVEL: 'warn' }, stdio: 'ignore' }));
    const renderPort = await freePort();
    renderUrl = `http://127.0.0.1:${renderPort}`;
    await waitUntil('countries-api', () => answersOk(`${env.API_INTERNAL_URL}/healthz`), { timeoutMs: 30_000 });
    processes.push(spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'shell', 'render-server', 'server.ts')], { env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(renderPort) }, stdio: 'ignore' }));
    await waitUntil(`the render server at ${renderUrl}`, () => answersOk(`${renderUrl}/healthz`), { timeoutMs: 30_000 });
  }, 60_000);

  afterAll(async () => {
    for (const child of processes) child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.close()));
  });

  it("renders a country page with the countries remote's server build and the API's data, fetched at their internal addresses", async () => {
    const response = await fetch(`${renderUrl}/country/Nepal`, { headers: { accept: 'text/html', 'accept-language': 'en' } });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Nepal/);
    expect(html).toContain('Kathmandu');
    // The page keeps the public URLs: its runtime configuration and the API's (the flag).
    const runtimeConfig = JSON.parse(/<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');
    expect(runtimeConfig).toEqual({ remotes: Object.fromEntries(REMOTES.map(({ name }) => [name, `${PUBLIC}/remotes/${name}/mf-manifest.json`])), apiBaseUrl: `${PUBLIC}/api` });
    expect(html).toContain(`src="${PUBLIC}/api/flags/np`);
    expect(html).not.toContain('127.0.0.1');
  });

  it("renders the list with its island's props, the API's records under their public URL", async () => {
    const response = await fetch(`${renderUrl}/country?region=Asia`, { headers: { accept: 'text/html' } });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('data-island="countries/CountryListIsland"');
    expect(html).toContain('Kathmandu');
    expect(html).toContain(`${PUBLIC}/api/flags/`);
    expect(html).not.toContain('127.0.0.1');
  });

  it('answers an unknown country with a rendered 404, found from the API at its internal address', async () => {
    const response = await fetch(`${renderUrl}/country/Atlantis`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(404);
  });
});
