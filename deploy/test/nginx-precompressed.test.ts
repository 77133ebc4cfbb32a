import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type DeployEnv, NginxApp } from '../src/nginx-app';
import { rawAnswer } from './raw-answer';

// The gzip copies the build writes beside its files (packages/webpack-config), as the images ship
// them (pruned by deploy/nginx/prune-dist.sh) and as nginx sends them (gzip_static).
const DEPLOY_ENV: DeployEnv = {
  FACTS_MANIFEST_URL: 'https://cdn.worldatlas.test/facts/mf-manifest.json',
  COUNTRIES_MANIFEST_URL: 'https://countries.worldatlas.test/mf-manifest.json',
  CONTACT_MANIFEST_URL: 'https://contact.worldatlas.test/mf-manifest.json',
  API_URL: 'https://api.worldatlas.test',
};
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const HASHED_CHUNK = /^\d+\.[0-9a-f]{8}\.js$/;
/** What gzip_types covers (and text/html), by file name. */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;
/** The server build, which only the shell's render server reads, once per release: no copies (nginx compresses it as it sends it). */
const SERVER_BUILD = /^server\//;

/** The Vary header as a lower-case list. */
const vary = (value: string | number | string[] | undefined) => String(value ?? '').toLowerCase().split(/\s*,\s*/).filter(Boolean);

describe.each([['mf-countries', '/remoteEntry.js']])('nginx serving %s with the gzip copies', (app, entry) => {
  const nginx = new NginxApp({ app, deployEnv: DEPLOY_ENV, dir: mkdtempSync(join(tmpdir(), 'worldatlas-gzip-')) });
  beforeAll(() => nginx.start());
  afterAll(() => nginx.stop());

  const served = () => readdirSync(nginx.webRoot, { recursive: true, encoding: 'utf8' });
  const disk = (path: string) => readFileSync(join(nginx.webRoot, path));

  it('ships a gzip copy of every compressible file of the browser build, except the ones gzip barely shrinks', () => {
    const files = served();
    const withoutCopy = files.filter((file) => COMPRESSIBLE.test(file) && !files.includes(`${file}.gz`));
    // The plugin's minRatio: a file gzip (level 9) leaves at 80 % or more of its size keeps no copy.
    const shrinking = withoutCopy.filter((file) => !SERVER_BUILD.test(file) && gzipSync(disk(file), { level: 9 }).length < 0.8 * disk(file).length);
    expect(shrinking).toEqual([]);
    expect(files.filter((file) => HASHED_CHUNK.test(file) && files.includes(`${file}.gz`)).length).toBeGreaterThan(0);
    expect(files.filter((file) => SERVER_BUILD.test(file) && file.endsWith('.js')).length).toBeGreaterThan(0);
    // A copy is sent only in place of its file: the image ships none without it.
    expect(files.filter((file) => file.endsWith('.gz') && !existsSync(join(nginx.webRoot, file.slice(0, -3))))).toEqual([]);
  });

  it('sends the copy as it is to a client that accepts gzip: the same bytes and length as on disk', async () => {
    for (const path of [entry, nginx.servedFile(HASHED_CHUNK)]) {
      const answer = await rawAnswer(`${nginx.url}${path}`, BROWSER);
      expect([path, answer.status, answer.headers['content-encoding']]).toEqual([path, 200, 'gzip']);
      expect(answer.body.equals(disk(`${path}.gz`))).toBe(true);
      expect(Number(answer.headers['content-length'])).toBe(disk(`${path}.gz`).length);
      expect(answer.headers['content-type']).toBe('application/javascript');
      expect(vary(answer.headers.vary)).toEqual(['accept-encoding']);
    }
  });

  it('sends the file itself to a client that does not accept gzip', async () => {
    for (const path of [entry, nginx.servedFile(HASHED_CHUNK)]) {
      const answer = await rawAnswer(`${nginx.url}${path}`);
      expect([path, answer.status, answer.headers['content-encoding']]).toEqual([path, 200, undefined]);
      expect(answer.body.equals(disk(path))).toBe(true);
      expect(vary(answer.headers.vary)).toEqual(['accept-encoding']);
    }
  });

  it('answers the URL of a copy itself with 404, the security headers and no Cache-Control', async () => {
    const copy = `${nginx.servedFile(HASHED_CHUNK)}.gz`;
    for (const headers of [BROWSER, { ...BROWSER, accept: 'text/html,*/*' }]) {
      const answer = await rawAnswer(`${nginx.url}${copy}`, headers);
      expect([answer.status, answer.headers['cache-control'], answer.headers['x-content-type-options']]).toEqual([404, undefined, 'nosniff']);
      expect(answer.headers['access-control-allow-origin']).toBe('*');
    }
  });
});
