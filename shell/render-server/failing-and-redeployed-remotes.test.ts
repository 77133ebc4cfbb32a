import { appendFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { get, redeploy, serveAllRemotesAroundFile, serveRemote, startSite, stopRemote } from './test-site';

// A remote whose server code cannot be loaded, throws or never answers, and one redeployed while the
// render server runs: each test starts a render server of its own.

const allRemotes = serveAllRemotesAroundFile();

/** Rewrites the text of every file of a remote's server build: a release with another text. */
function changeServerBuild(dir: string, text: string, replacement: string): void {
  for (const file of readdirSync(join(dir, 'server')).filter((name) => name.endsWith('.js'))) {
    const path = join(dir, 'server', file);
    writeFileSync(path, readFileSync(path, 'utf8').replaceAll(text, replacement));
  }
}

/** What a test of a failing or redeployed remote started: stopped after it, whether it passed or not. */
const started: Array<() => unknown> = [];
afterEach(async () => {
  for (const stop of started.splice(0).reverse()) await stop();
});

describe('a remote whose server code fails', () => {
  it("cannot be loaded: its pages answer 503 with a message and Retry-After, not cached, logged once with the remote's name; the others stay", async () => {
    const site = await startSite({ ...allRemotes(), countries: 'http://127.0.0.1:9/mf-manifest.json' });
    started.push(() => site.stop());
    for (const url of ['/country', '/country/Nepal', '/country']) {
      const response = await get(site, url);
      expect([url, response.status, response.headers.get('retry-after'), response.headers.get('x-cache')]).toEqual([url, 503, '10', 'MISS']);
      expect(response.body).toContain('This page could not be shown just now');
      expect(response.body).toContain('<header');
      expect(response.body).toContain('<footer');
      expect(response.body).toContain('<title>Temporarily unavailable · WorldAtlas</title>');
    }
    expect((await get(site, '/')).body).toContain('Start Exploring');
    expect(site.logged.filter((line) => line.startsWith('[render]'))).toEqual([expect.stringContaining("The countries remote's server code failed")]);
  });

  it("throws while rendering: its page answers 500 with the skeleton its remote rendered, and the failure is logged", async () => {
    const broken = await serveRemote('mf-contact');
    started.push(() => stopRemote(broken));
    // The heading's id is read only while the page's view renders (its texts are in a catalog, read as the module loads).
    changeServerBuild(broken.dir, '"contact-heading"', '(() => { throw new Error("a broken release") })()');
    const site = await startSite({ ...allRemotes(), contact: broken.manifestUrl });
    started.push(() => site.stop());
    const page = await get(site, '/contact');
    expect(page.status).toBe(500);
    expect(page.body).toContain('This page could not be shown just now');
    expect(page.body).toContain('data-skeleton="form"');
    expect(page.headers.get('x-cache')).toBe('MISS');
    expect((await get(site, '/contact')).headers.get('x-cache')).toBe('MISS');
    expect(site.logged.filter((line) => line.startsWith('[render]'))).toContainEqual(expect.stringMatching(/The contact remote's view of \/contact failed while rendering: a broken release/));
  });

  it('does not answer: its page is answered when the time limit has passed, not held with the remote', async () => {
    const silent: Server = createServer(() => undefined); // accepts connections, never answers
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    started.push(() => silent.close());
    const { port } = silent.address() as { port: number };
    const site = await startSite({ ...allRemotes(), facts: `http://127.0.0.1:${port}/mf-manifest.json` }, { REMOTE_TIME_LIMIT_MS: '500' });
    started.push(() => site.stop());
    const page = await get(site, '/');
    expect([page.status, page.headers.get('retry-after')]).toEqual([503, '10']);
    expect(page.body).toContain('This page could not be shown just now');
    // Given up at the configured limit, not at some later timeout of the request itself.
    expect(site.logged).toContainEqual(expect.stringMatching(/The facts remote's server code failed .*took longer than 500 ms/));
  });
});

describe('a remote redeployed alone', () => {
  it("shows in the server's HTML after its release is checked, without restarting the server", async () => {
    const remote = await serveRemote('mf-contact');
    started.push(() => stopRemote(remote));
    const site = await startSite({ ...allRemotes(), contact: remote.manifestUrl }, { RELEASE_CHECK_SECONDS: '1' });
    started.push(() => site.stop());
    expect((await get(site, '/contact')).body).toContain('Contact Us');
    await redeploy(remote, (dir) => {
      changeServerBuild(dir, '"Contact Us"', '"Write to Us"');
      appendFileSync(join(dir, 'server', 'remoteEntry.js'), '\n// release 2\n');
    });
    // The server checks the remotes' releases every second here (10 s by default).
    let page = '';
    for (let attempt = 0; attempt < 50 && !page.includes('Write to Us'); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      page = (await get(site, '/contact')).body;
    }
    expect(page).toContain('Write to Us');
    expect(page).not.toContain('Contact Us');
    expect(site.logged).toContainEqual(expect.stringMatching(/The contact remote has a new release/));
  });
});
