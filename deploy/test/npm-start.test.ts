import { type ChildProcess, spawn } from 'node:child_process';
import { BlockList } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, fetch as fetchFrom, type RequestInit } from 'undici';
// Each server's own reading of its environment: what the scripts set must be what it trusts.
import { readConfig as readApiConfig } from '../../countries-api/src/config';
import { readConfig as readContactConfig } from '../../contact-api/src/config';
import { readServerConfig } from '../../shell/render-server/config';
import { type RunningContactApi, startContactApi } from '../../contact-api/test/contact-service';
import { type RunningSite, type ServedRemotes, serveAllRemotes, startSite } from '../../shell/render-server/test-site';
import { freePort } from '../../jest/free-port';
import { ROOT } from '../src/nginx-app';
import { siteCommand } from '../../scripts/site';
import { answersOk, waitUntil } from '../src/wait-until';

// Under `npm start` (and `npm run dev`) every visitor is on this machine, so the render server's own
// requests must leave from an address no browser uses for the APIs to tell them apart.

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');

describe.each(['serve', 'dev'] as const)('scripts/site.js %s', (script) => {
  /** What `script` runs the server `name` with: its environment. */
  const envOf = (name: string) => siteCommand(script, name).env;

  it("sends the render server's own requests from a loopback address no browser uses, which the two APIs alone trust", () => {
    const shell = readServerConfig(envOf('shell'), join(ROOT, 'shell', 'dist'));
    const address = shell.sourceAddress ?? '';
    // Browsers on this machine connect from 127.0.0.1 (or ::1): another loopback address is the render server's alone.
    expect([loopback.check(address, 'ipv4'), address]).toEqual([true, expect.not.stringMatching(/^127\.0\.0\.1$/)]);
    expect(readApiConfig(envOf('api')).trustProxy).toEqual([address]);
    expect(readContactConfig(envOf('contact-api')).trustProxy).toEqual([address]);
    // Browsers connect to the render server directly: it trusts no proxy.
    expect(shell.trustProxy).toBe(false);
  });
});

/** Requests sent from one loopback address, as one visitor's browser on this machine sends them. */
function visitorAt(address: string) {
  const dispatcher = new Agent({ localAddress: address });
  return {
    ask: (url: string | URL, init: RequestInit = {}) => fetchFrom(url, { ...init, dispatcher, redirect: 'manual' }),
    close: () => dispatcher.close(),
  };
}
type Visitor = ReturnType<typeof visitorAt>;

/** The misses of a minute each address may cost countries-api here: lower than npm start's, so that one visitor spends it in a few pages. */
const API_MISS_MAX = 12;

describe("npm start's servers, with two visitors on this machine (127.0.0.3 and 127.0.0.4)", () => {
  let api: ChildProcess | undefined;
  let apiUrl = '';
  let contact: RunningContactApi | undefined;
  let remotes: ServedRemotes | undefined;
  let site: RunningSite | undefined;
  const robot = visitorAt('127.0.0.3');
  const person = visitorAt('127.0.0.4');
  const page = (visitor: Visitor, path: string, init?: RequestInit) => visitor.ask(new URL(path, site?.url), init);

  beforeAll(async () => {
    const port = await freePort();
    apiUrl = `http://127.0.0.1:${port}`;
    api = spawn(process.execPath, [join(ROOT, 'countries-api', 'dist', 'server.js')], {
      env: { ...process.env, ...siteCommand('serve', 'api').env, HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: apiUrl, LOG_LEVEL: 'warn', RATE_LIMIT_MISS_MAX: String(API_MISS_MAX) },
      stdio: 'inherit',
    });
    // npm start's contact-api: its defaults (5 messages in 10 minutes an address; a form sent within 3 s of its token is a robot's).
    [contact, remotes] = await Promise.all([
      startContactApi({ ...siteCommand('serve', 'contact-api').env, CONTACT_TOKEN_MIN_AGE_MS: '' }),
      serveAllRemotes(),
      waitUntil(`countries-api at ${apiUrl}`, () => answersOk(`${apiUrl}/healthz`), { timeoutMs: 30_000 }),
    ]);
    site = await startSite(remotes.manifests(), { SOURCE_ADDRESS: siteCommand('serve', 'shell').env.SOURCE_ADDRESS ?? '', CONTACT_API_INTERNAL_URL: contact.url }, apiUrl);
  }, 60_000);
  afterAll(async () => {
    api?.kill('SIGTERM');
    await Promise.all([robot.close(), person.close(), site?.stop(), contact?.stop(), remotes?.stop()]);
  });

  it("counts each visitor's pages at countries-api on their own: one who spends their budget leaves the other's pages answered", async () => {
    const statuses: number[] = [];
    // Unknown countries: each one a request countries-api has not answered before (a miss).
    for (let index = 0; index <= API_MISS_MAX; index += 1) statuses.push((await page(robot, `/country/Nowhereland${index}`)).status);
    expect(statuses.slice(0, 3)).toEqual([404, 404, 404]);
    // The robot's own budget at the API is spent: its next unknown country cannot be looked up.
    expect((await page(robot, '/country/Nowhereland-again')).status).toBe(503);
    expect((await page(person, '/country/Elsewhereland')).status).toBe(404);
    const nepal = await page(person, '/country/Nepal');
    expect([nepal.status, await nepal.text()]).toEqual([200, expect.stringContaining('Kathmandu')]);
  });

  it('believes X-Forwarded-For from the render server alone: a visitor that connects to countries-api itself is counted by its own address', async () => {
    // Runs after the test above: 127.0.0.3 has spent its misses, named by the render server.
    const claimed = await robot.ask(`${apiUrl}/v3.1/name/Nowhereland-direct`, { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(claimed.status).toBe(429);
    const fresh = visitorAt('127.0.0.5');
    try {
      expect((await fresh.ask(`${apiUrl}/v3.1/name/Nowhereland-direct`)).status).toBe(404);
    } finally {
      await fresh.close();
    }
  });

  it("counts each visitor's messages at contact-api on their own: a robot that uses up its limit leaves a person's message taken", async () => {
    const tokenOf = async (visitor: Visitor) => /name="token" value="([^"]+)"/.exec(await (await page(visitor, '/contact')).text())?.[1] ?? '';
    const robotTokens = await Promise.all(Array.from({ length: 6 }, () => tokenOf(robot)));
    const personToken = await tokenOf(person);
    // Old enough to be a person's: contact-api's own minimum age, as npm start runs it.
    await sleep(readContactConfig({}).tokenTiming.minAgeMs + 200);
    const send = (visitor: Visitor, fields: Record<string, string>) => page(visitor, '/contact', { method: 'POST', body: new URLSearchParams({ website: '', ...fields }) });
    const answers: number[] = [];
    for (const [index, token] of robotTokens.entries()) {
      answers.push((await send(robot, { userName: 'Robot', Email: 'robot@example.org', message: `Buy now, offer ${index}`, token })).status);
    }
    // contact-api's limit for one address (5 in 10 minutes), reached by the robot alone.
    expect(answers).toEqual([303, 303, 303, 303, 303, 429]);
    const sent = await send(person, { userName: 'Ada Lovelace', Email: 'ada@example.org', message: 'Which country has the most neighbours?', token: personToken });
    expect([sent.status, sent.headers.get('location')]).toEqual([303, '/contact?sent=1']);
    expect(contact?.stored().filter((message) => message.name === 'Ada Lovelace')).toEqual([expect.objectContaining({ message: 'Which country has the most neighbours?' })]);
  });
});
