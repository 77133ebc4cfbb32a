import type { FastifyInstance } from 'fastify';
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
