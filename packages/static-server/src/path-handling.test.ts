import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildStaticServer } from './index';

// A file beside the served folder, and one in the served folder's parent's parent: neither may ever be served.
const SECRET = 'secret-beside-dist';
const INDEX = '<!doctype html><title>index of the app</title>';

let base: string;
beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'static-server-paths-'));
  mkdirSync(join(base, 'app', 'dist', 'assets'), { recursive: true });
  writeFileSync(join(base, 'secret.txt'), SECRET);
  writeFileSync(join(base, 'app', 'secret.txt'), SECRET);
  writeFileSync(join(base, 'app', 'dist', 'index.html'), INDEX);
  writeFileSync(join(base, 'app', 'dist', 'assets', 'logo.svg'), '<svg/>');
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

/**
 * Sends `GET <target>` byte for byte as written (no client normalises `..` or decodes `%2e`), and
 * returns the status and body.
 */
function rawGet(port: number, target: string, accept = '*/*'): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let response = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      response += chunk;
    });
    socket.on('error', reject);
    socket.on('end', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1] ?? 0);
      resolve({ status, body: response.slice(response.indexOf('\r\n\r\n') + 4) });
    });
    socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: ${accept}\r\nConnection: close\r\n\r\n`, 'latin1');
  });
}

const TRAVERSALS = [
  '/../secret.txt',
  '/../../secret.txt',
  '/assets/../../secret.txt',
  '/%2e%2e/secret.txt',
  '/%2E%2E/%2e%2e/secret.txt',
  '/..%2fsecret.txt',
  '/%2e%2e%2f%2e%2e%2fsecret.txt',
  '/..\\secret.txt',
  '/..%5csecret.txt',
  '/assets%5c..%5c..%5csecret.txt',
  '/secret.txt%00',
  '/../secret.txt%00.js',
  '/%00/../secret.txt',
  '/.%2e/secret.txt',
];

describe('path handling', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    const runtimeConfig = {
      remotes: { facts: 'http://127.0.0.1:3001/mf-manifest.json', countries: 'http://127.0.0.1:3002/mf-manifest.json', contact: 'http://127.0.0.1:3003/mf-manifest.json' },
      apiBaseUrl: 'http://127.0.0.1:4000',
    };
    app = await buildStaticServer({ root: join(base, 'app', 'dist'), runtimeConfig });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  it('serves a file inside the folder (the check below would pass on a server that serves nothing)', async () => {
    expect(await rawGet(port, '/assets/logo.svg')).toEqual({ status: 200, body: '<svg/>' });
  });

  it.each(TRAVERSALS)('never serves a file outside the folder for %s', async (target) => {
    for (const accept of ['*/*', 'text/html']) {
      const { status, body } = await rawGet(port, target, accept);
      expect([target, accept, body.includes(SECRET)]).toEqual([target, accept, false]);
      // A refusal, never the page template in the folder nor a file.
      expect([target, accept, [400, 403, 404].includes(status) ? 'refused' : status]).toEqual([target, accept, 'refused']);
      expect(body).not.toContain('index of the app');
    }
  });
});
