import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
// npm start's server, imported from its source: this test holds it to the images' headers.
import { runtimeConfigFromEnv } from '../../packages/service-kit/src/index';
import { buildStaticServer } from '../../packages/static-server/src/index';
import { freePort } from '../../jest/free-port';
import { type DeployEnv, NginxApp, ROOT } from '../src/nginx-app';
import { answersOk, waitUntil } from '../src/wait-until';
import { rawAnswer } from './raw-answer';

// A remote's files served by nginx with its image's config and by `npm start`'s static server, and
// the shell's files by its render server (which serves them through that static server), for the
// same site: every header compared must match, answer by answer.
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

/** The site's runtime configuration, as the render server builds it from the same variables. */
const SITE = runtimeConfigFromEnv(DEPLOY_ENV) ?? { remotes: {}, apiBaseUrl: '' };

/**
 * nginx for remote `app` (its image's files: dist/ pruned) and the static server on the app's whole
 * `dist/`, as `npm start` serves it, each on a free port.
 */
function bothServers(app: string) {
  const nginx = new NginxApp({ app, deployEnv: DEPLOY_ENV, dir: mkdtempSync(join(tmpdir(), 'worldatlas-parity-')) });
  let local: FastifyInstance | undefined;
  let localUrl = '';
  beforeAll(async () => {
    await nginx.start();
    local = await buildStaticServer({ root: join(ROOT, app, 'dist'), runtimeConfig: SITE });
    await local.listen({ host: '127.0.0.1', port: 0 });
    localUrl = `http://127.0.0.1:${(local.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await local?.close();
    await nginx.stop();
  });
  return {
    nginxUrl: () => nginx.url,
    /** Every path's answer from nginx and from the static server. */
    compare: async (paths: [string, Record<string, string>][]) => ({
      nginx: await Promise.all(paths.map(([path, headers]) => answer(nginx.url, path, headers))),
      local: await Promise.all(paths.map(([path, headers]) => answer(localUrl, path, headers))),
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

describe('npm start and a remote image', () => {
  // mf-countries ships islands (a browser build and a server build); mf-facts' pages ship no
  // browser code: its image serves its assets and its server build.
  const countries = bothServers('mf-countries');
  const facts = bothServers('mf-facts');

  it('send the same status and headers for its federation files', async () => {
    const { nginx, local } = await countries.compare([
      ['/remoteEntry.js', BROWSER],
      ['/mf-manifest.json', BROWSER],
      [countries.served(/^__federation_expose_CountryListIsland\.[0-9a-f]{8}\.js$/), BROWSER],
      ['/123.deadbeef.js', BROWSER],
      ['/remoteEntry.js', {}],
      ['/remoteEntry.js.gz', BROWSER],
      // Its server build, which the shell's render server loads.
      ['/server/remoteEntry.js', BROWSER],
      ['/server/mf-manifest.json', BROWSER],
      [countries.served(/^server\/\d+\.[0-9a-f]{8}\.js$/), BROWSER],
      [countries.built(/^__federation_expose_CountryListIsland\.[0-9a-f]{8}\.js\.map$/), BROWSER],
      ['/mf-stats.json', BROWSER],
    ]);
    expect(local).toEqual(nginx);
  });

  it('send the same status and headers for a remote without islands: its entry and its server build', async () => {
    const { nginx, local } = await facts.compare([
      ['/remoteEntry.js', BROWSER],
      ['/mf-manifest.json', BROWSER],
      ['/server/remoteEntry.js', BROWSER],
      [facts.served(/^server\/__federation_expose_routes__home\.[0-9a-f]{8}\.js$/), BROWSER],
      [facts.built(/^server\/__federation_expose_routes__home\.[0-9a-f]{8}\.js\.map$/), BROWSER],
    ]);
    expect(local).toEqual(nginx);
  });

  it("send the build's gzip copy of remoteEntry.js as it is", async () => {
    const { nginx, local, copy } = await countries.rawBodies('/remoteEntry.js', BROWSER);
    expect([nginx.equals(copy), local.equals(copy)]).toEqual([true, true]);
  });

  it('fails rather than compare two 404s when a kind of file is not in the build', () => {
    expect(() => countries.served(/^no-such-chunk\.[0-9a-f]{8}\.js$/)).toThrow('no file served for mf-countries matches');
  });
});

describe("the shell's render server and the remotes' image", () => {
  const remote = bothServers('mf-countries');
  let renderServer: ChildProcess | undefined;
  let renderUrl = '';
  beforeAll(async () => {
    // As its image starts it, from the same variables; the remotes it names do not answer here, so
    // their pages answer 503 with the error page.
    const port = await freePort();
    renderUrl = `http://127.0.0.1:${port}`;
    renderServer = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'shell', 'render-server', 'server.ts')], { env: { ...process.env, ...DEPLOY_ENV, HOST: '127.0.0.1', PORT: String(port) }, stdio: 'ignore' });
    await waitUntil(`the render server at ${renderUrl}`, () => answersOk(`${renderUrl}/healthz`), { timeoutMs: 30_000 });
  }, 40_000);
  afterAll(() => renderServer?.kill('SIGTERM'));

  /** A shell file and the remote's file of the same kind, asked for with the same headers. */
  const alike = (): [string, string, Record<string, string>][] => {
    const chunk = (root: string) => `/${readdirSync(join(ROOT, root, 'dist')).find((name) => /^\d+\.[0-9a-f]{8}\.js$/.test(name))}`;
    const license = (root: string) => `/${readdirSync(join(ROOT, root, 'dist')).find((name) => /\.LICENSE\.txt$/.test(name))}`;
    const [shellChunk, remoteChunk] = [chunk('shell'), remote.served(/^\d+\.[0-9a-f]{8}\.js$/)];
    return [
      ['/islands.js', '/remoteEntry.js', BROWSER], // entry points: never cached
      ['/islands.js', '/remoteEntry.js', {}],
      ['/islands-dom.js', '/remoteEntry.js', BROWSER],
      ['/mf-manifest.json', '/mf-manifest.json', BROWSER],
      [shellChunk, remoteChunk, BROWSER], // hashed: a year
      [shellChunk, remoteChunk, {}],
      [license('shell'), license('mf-countries'), BROWSER], // anything else: an hour
      [`${shellChunk}.gz`, `${remoteChunk}.gz`, PAGE], // a gzip copy's own URL: 404, even for a page
      ['/islands.js.map', `${remoteChunk}.map`, PAGE], // unpublished: 404, even for a page
      ['/mf-stats.json', '/mf-stats.json', PAGE],
    ];
  };
  const withoutPath = ({ path: _path, ...rest }: Record<string, unknown>) => rest;

  /**
   * A CSP as its directives, each source list sorted, without the inline scripts' hashes: the shell's
   * pages carry inline scripts, a remote serves no page (and a policy on a script file has no effect).
   */
  const policy = (csp: unknown) =>
    String(csp)
      .split('; ')
      .map((directive) => directive.split(' ').filter((source) => !source.startsWith("'sha256-")))
      .map(([name, ...sources]) => [name, ...sources.sort()].join(' '));

  it("send the same status and headers, the same CSP, for the shell's files as nginx for the remote's", async () => {
    for (const [shellPath, remotePath, headers] of alike()) {
      const [shell, image] = await Promise.all([answer(renderUrl, shellPath, headers), answer(remote.nginxUrl(), remotePath, headers)]);
      const compared = (answer: Record<string, unknown>) => ({ shellPath, ...withoutPath(answer), 'content-security-policy': policy(answer['content-security-policy']) });
      expect(compared(shell)).toEqual(compared(image));
    }
  });

  it("send pages with the images' headers but CORS, uncached, and allow their inline scripts by hash only", async () => {
    const csp = (await fetch(`${remote.nginxUrl()}/remoteEntry.js`)).headers.get('content-security-policy') ?? '';
    // Any path that is not a file is a page: a missing chunk's too, a 404 revalidated every time, never kept.
    for (const [path, status] of [['/', 503], ['/country/Nepal', 503], ['/no/such/page', 404], ['/123.deadbeef.js', 404]] as const) {
      const page = await answer(renderUrl, path, PAGE);
      expect([path, page.status]).toEqual([path, status]);
      expect(policy(page['content-security-policy'])).toEqual(policy(csp));
      expect(page).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin', 'access-control-allow-origin': null, 'cache-control': 'no-cache', 'content-encoding': 'gzip' });
      const html = await (await fetch(`${renderUrl}${path}`, { headers: PAGE })).text();
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g)].map((match) => `'sha256-${createHash('sha256').update(match[1] ?? '').digest('base64')}'`);
      expect(inline.length).toBeGreaterThan(0);
      const pageScripts = String(page['content-security-policy']).split('; ').find((directive) => directive.startsWith('script-src '))?.split(' ');
      for (const source of inline) expect(pageScripts).toContain(source);
    }
    expect(csp).not.toContain('unsafe-eval');
    expect(csp.split('; ').find((directive) => directive.startsWith('script-src '))).not.toContain('unsafe-inline');
  });
});
