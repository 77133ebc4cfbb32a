import type { FastifyInstance } from 'fastify';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { join } from 'node:path';
import type * as ServerEntry from '../src/renderer';
import type { Renderer } from '../src/renderer';
import { buildRenderServer } from './app';
import { ROOT } from './test-site';

// When the host's own code fails to make a page (not a remote: that renders as its page unavailable),
// the render server still answers with a page. Its real build, its real renderer; only `resolve`
// (or also `errorPage`) made to throw, as a fault of the host's code would.

const DIST = join(ROOT, 'shell', 'dist');
const NOWHERE = 'http://127.0.0.1:9';
const config = { remotes: { facts: `${NOWHERE}/mf-manifest.json` }, apiBaseUrl: NOWHERE, serverEntryIntegrity: { facts: `sha256-${'A'.repeat(43)}=` } };

let renderer: Renderer;
beforeAll(async () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the CommonJS server build, as the render server loads it
  const { createRenderer } = require(join(DIST, 'server', 'main.js')) as typeof ServerEntry;
  renderer = await createRenderer({ config, log: () => undefined });
});

const apps: FastifyInstance[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));
/** The render servers' log lines, parsed. */
let logged: Array<Record<string, unknown>> = [];
beforeEach(() => {
  logged = [];
});

async function serverWith(overrides: Partial<Renderer>): Promise<FastifyInstance> {
  const logStream = { write: (line: string) => logged.push(JSON.parse(line) as Record<string, unknown>) };
  const app = await buildRenderServer({ dist: DIST, config, renderer: { ...renderer, ...overrides }, siteUrl: 'https://worldatlas.test', logStream });
  apps.push(app);
  return app;
}

const hostFault = async () => {
  throw new Error('a fault of the host');
};

describe("the host's own code failing", () => {
  it("answers 500 with the site's error page (header, message, Go Home), never kept, never blank", async () => {
    const app = await serverWith({ resolve: hostFault });
    for (const url of ['/about', '/about']) {
      const response = await app.inject(url);
      expect([response.statusCode, response.headers['cache-control'], response.headers['x-cache']]).toEqual([500, 'no-store', undefined]);
      expect(response.body).toContain('<title>500 · WorldAtlas</title>');
      expect(response.body).toContain('Something went wrong on our side. Please try again in a moment.');
      expect(response.body).toContain('<header');
      expect(response.body).toMatch(/<a [^>]*href="\/"[^>]*>Go Home<\/a>/);
    }
    // The operator learns of each, with the page and the error.
    expect(logged.map(({ level, msg, err }) => [level, msg, (err as { message?: string } | undefined)?.message])).toEqual([
      [50, 'rendering /about failed', 'a fault of the host'],
      [50, 'rendering /about failed', 'a fault of the host'],
    ]);
  });

  it('answers 500 with a plain error page when even the error page cannot be rendered', async () => {
    const app = await serverWith({ resolve: hostFault, errorPage: hostFault });
    const response = await app.inject('/country');
    expect(response.statusCode).toBe(500);
    expect(response.body).toContain('<title>500 · WorldAtlas</title>');
    expect(response.body).toContain('<div id="root"><main><h1>500</h1><p>Oops! An error occurred.</p>');
    expect(response.body).toContain('<a href="/">Go Home</a>');
  });
});

describe('GET /runtime-config.json', () => {
  it('answers the configuration the pages carry: the remotes and the API, not the server entries\' pins', async () => {
    const app = await serverWith({});
    const response = await app.inject('/runtime-config.json');
    expect(response.json()).toEqual({ remotes: config.remotes, apiBaseUrl: NOWHERE });
  });
});

describe('a visitor who leaves before their page is resolved', () => {
  it('is neither counted nor rendered for, and the server logs no error and answers the next visitor', async () => {
    let closed!: () => void;
    const serverSocketClosed = new Promise<void>((resolve) => (closed = resolve));
    let rendered = 0;
    // The real resolve, once the server has seen the visitor's connection close.
    const app = await serverWith({
      resolve: async (request) => {
        await serverSocketClosed;
        const resolved = await renderer.resolve(request);
        return { ...resolved, render: (visitor) => ((rendered += 1), resolved.render(visitor)) };
      },
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    app.server.once('connection', (socket: Socket) => socket.once('close', closed));
    const client = connect((app.server.address() as AddressInfo).port, '127.0.0.1');
    client.write('GET /country/Nepal HTTP/1.1\r\nHost: worldatlas.test\r\n\r\n', () => client.destroy());
    await serverSocketClosed;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(rendered).toBe(0);
    expect(logged.filter(({ level }) => (level as number) >= 40)).toEqual([]);
    // The host's own 404 page: the remotes of this configuration are not there.
    const next = await app.inject('/no/such/page');
    expect(next.statusCode).toBe(404);
    expect(next.body).toContain('Oops! An error occurred.');
  });
});
