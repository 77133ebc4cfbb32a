import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
// npm start's server, imported from its source: this test holds it to the images' headers.
import { buildStaticServer, readRuntimeConfig } from '../../packages/static-server/src/index';
import { type AppRole, type DeployEnv, NginxApp, ROOT } from '../src/nginx-app';
import { rawAnswer } from './raw-answer';

// The same files served by nginx with the images' config and by `npm start`'s static server, for
// the same site; every header the issue names must match, answer by answer.
const DEPLOY_ENV: DeployEnv = {
  FACTS_MANIFEST_URL: 'https://cdn.worldatlas.test/facts/mf-manifest.json',
  COUNTRIES_MANIFEST_URL: 'https://cdn.worldatlas.test/countries/mf-manifest.json',
  CONTACT_MANIFEST_URL: 'http://127.0.0.1:3003/mf-manifest.json',
  API_URL: 'https://api.worldatlas.test',
};
const COMPARED = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'access-control-allow-origin', 'cache-control', 'content-encoding', 'vary'];
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const PAGE = { ...BROWSER, accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** Status and the compared headers of one answer (Vary as a sorted, lower-case list). */
async function answer(base: string, path: string, headers: Record<string, string>): Promise<Record<string, unknown>> {
  const response = await fetch(`${base}${path}`, { headers });
  await response.arrayBuffer();
  const vary = (response.headers.get('vary') ?? '').toLowerCase().split(/\s*,\s*/).filter(Boolean).sort();
  return { path, status: response.status, ...Object.fromEntries(COMPARED.map((name) => [name, name === 'vary' ? vary : response.headers.get(name)])) };
}

/**
 * nginx for `app` (its image's files: dist/ pruned) and the static server on the app's whole
 * `dist/`, as `npm start` serves it, each on a free port.
 */
function bothServers(app: string, role: AppRole) {
  const nginx = new NginxApp({ app, role, deployEnv: DEPLOY_ENV, dir: mkdtempSync(join(tmpdir(), 'worldatlas-parity-')) });
  let local: FastifyInstance | undefined;
  let localUrl = '';
  beforeAll(async () => {
    await nginx.start();
    // The shell's server reads the runtime configuration the image wrote at start; a remote's gets
    // the same site (in npm start, from the shell's file).
    const runtimeConfig =
      role === 'shell'
        ? readRuntimeConfig(join(nginx.generatedRoot, 'runtime-config.json'))
        : {
            remotes: { facts: DEPLOY_ENV.FACTS_MANIFEST_URL, countries: DEPLOY_ENV.COUNTRIES_MANIFEST_URL, contact: DEPLOY_ENV.CONTACT_MANIFEST_URL },
            apiBaseUrl: DEPLOY_ENV.API_URL,
          };
    local = await buildStaticServer({ root: join(ROOT, app, 'dist'), spa: role === 'shell', runtimeConfig });
    await local.listen({ host: '127.0.0.1', port: 0 });
    localUrl = `http://127.0.0.1:${(local.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await local?.close();
    await nginx.stop();
  });
  return {
    /** Every path's answer from nginx and from the static server. */
    compare: async (paths: [string, Record<string, string>][]) => ({
      nginx: await Promise.all(paths.map(([path, headers]) => answer(nginx.url, path, headers))),
      local: await Promise.all(paths.map(([path, headers]) => answer(localUrl, path, headers))),
    }),
    /** The body of `path` from nginx and from the static server, as page navigations ask for it. */
    bodies: async (path: string) => ({
      nginx: await (await fetch(`${nginx.url}${path}`, { headers: PAGE })).text(),
      local: await (await fetch(`${localUrl}${path}`, { headers: PAGE })).text(),
    }),
    /** The bytes each sends for `path` (still encoded), and the build's gzip copy of it on disk. */
    rawBodies: async (path: string, headers: Record<string, string>) => ({
      nginx: (await rawAnswer(`${nginx.url}${path}`, headers)).body,
      local: (await rawAnswer(`${localUrl}${path}`, headers)).body,
      copy: readFileSync(join(nginx.webRoot, `${path}.gz`)),
    }),
    /** A served file matching `pattern`; throws when none does (comparing two 404s would prove nothing). */
    served: (pattern: RegExp) => nginx.servedFile(pattern),
    /** A file the build wrote (served or not) matching `pattern`; throws when none does. */
    built: (pattern: RegExp) => {
      const file = readdirSync(join(ROOT, app, 'dist'), { recursive: true, encoding: 'utf8' }).find((name) => pattern.test(name));
      if (!file) throw new Error(`no file built for ${app} matches ${pattern}`);
      return `/${file}`;
    },
  };
}

describe('npm start and the shell image', () => {
  const servers = bothServers('shell', 'shell');

  it('send the same status and headers for every kind of file', async () => {
    const { nginx, local } = await servers.compare([
      ['/', PAGE],
      ['/country/Nepal', PAGE],
      ['/index.html', BROWSER],
      ['/main.js', BROWSER],
      ['/runtime-config.json', BROWSER],
      ['/mf-manifest.json', BROWSER],
      [servers.served(/^\d+\.[0-9a-f]{8}\.js$/), BROWSER],
      [servers.served(/\.LICENSE\.txt$/), BROWSER],
      ['/favicon.svg', BROWSER],
      ['/123.deadbeef.js', BROWSER],
      // A client that accepts no compression, and the URL of a gzip copy (404 even for a page).
      ['/', {}],
      ['/main.js', {}],
      [servers.served(/^\d+\.[0-9a-f]{8}\.js$/), {}],
      [`${servers.served(/^\d+\.[0-9a-f]{8}\.js$/)}.gz`, BROWSER],
      [`${servers.served(/^\d+\.[0-9a-f]{8}\.js$/)}.gz`, PAGE],
    ]);
    expect(local).toEqual(nginx);
  });

  it('refuse the source maps and mf-stats.json the build leaves in dist/, for a page navigation too', async () => {
    const unpublished = ['/main.js.map', servers.built(/^\d+\.[0-9a-f]{8}\.js\.map$/), '/mf-stats.json'];
    const { nginx, local } = await servers.compare(unpublished.flatMap((path): [string, Record<string, string>][] => [[path, BROWSER], [path, PAGE]]));
    expect(local).toEqual(nginx);
    expect(new Set(local.map((answer) => answer.status))).toEqual(new Set([404]));
  });

  it("send the build's gzip copy of a script as it is", async () => {
    for (const path of ['/main.js', servers.served(/^\d+\.[0-9a-f]{8}\.js$/)]) {
      const { nginx, local, copy } = await servers.rawBodies(path, BROWSER);
      expect([path, nginx.equals(copy), local.equals(copy)]).toEqual([path, true, true]);
    }
  });

  it('serve the same page, with the runtime configuration and a preconnect per origin written in', async () => {
    for (const path of ['/', '/index.html', '/country/Nepal']) {
      const { nginx, local } = await servers.bodies(path);
      expect(local).toBe(nginx);
      expect(local).toContain(`<script type="application/json" id="runtime-config">{"remotes":{"facts":"${DEPLOY_ENV.FACTS_MANIFEST_URL}"`);
      expect(local).toContain('<link rel="preconnect" href="https://cdn.worldatlas.test" crossorigin><link rel="preconnect" href="http://127.0.0.1:3003" crossorigin><link rel="preconnect" href="https://api.worldatlas.test" crossorigin>');
    }
  });

  it('fails rather than compare two 404s when a kind of file is not in the build', () => {
    expect(() => servers.served(/^no-such-chunk\.[0-9a-f]{8}\.js$/)).toThrow('no file served for shell matches');
  });
});

describe('npm start and a remote image', () => {
  const servers = bothServers('mf-facts', 'remote');

  it('send the same status and headers for its federation files', async () => {
    const { nginx, local } = await servers.compare([
      ['/remoteEntry.js', BROWSER],
      ['/mf-manifest.json', BROWSER],
      [servers.served(/^__federation_expose_Hero\.[0-9a-f]{8}\.js$/), BROWSER],
      [servers.served(/^assets\/.+\.svg$/), BROWSER],
      ['/123.deadbeef.js', BROWSER],
      ['/remoteEntry.js', {}],
      ['/remoteEntry.js.gz', BROWSER],
      [servers.built(/^__federation_expose_Hero\.[0-9a-f]{8}\.js\.map$/), BROWSER],
      ['/mf-stats.json', BROWSER],
    ]);
    expect(local).toEqual(nginx);
  });

  it("send the build's gzip copy of remoteEntry.js as it is", async () => {
    const { nginx, local, copy } = await servers.rawBodies('/remoteEntry.js', BROWSER);
    expect([nginx.equals(copy), local.equals(copy)]).toEqual([true, true]);
  });
});
