import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
// undici's fetch, which Node's is built from: in Jest's sandbox the global fetch reads the dispatcher
// of Node's own global object, not the sandbox's (deploy/test/render-server.test.ts runs the real server).
import { Agent, fetch, setGlobalDispatcher } from 'undici';
import { internalUrl, routeServerRequests } from './internal-urls';

const ROUTES = [
  { publicPrefix: 'https://worldatlas.example/remotes/facts/', internalPrefix: 'http://mf-facts:8080/' },
  { publicPrefix: 'https://worldatlas.example/api/', internalPrefix: 'http://countries-api:4000/' },
];

describe('internalUrl', () => {
  it('replaces the public prefix of the route that has it', () => {
    expect(internalUrl('https://worldatlas.example/remotes/facts/server/remoteEntry.js', ROUTES)).toBe('http://mf-facts:8080/server/remoteEntry.js');
    expect(internalUrl('https://worldatlas.example/api/v3.1/name/Nepal?fullText=true', ROUTES)).toBe('http://countries-api:4000/v3.1/name/Nepal?fullText=true');
  });

  it('leaves any other URL alone, a longer folder name included', () => {
    for (const url of ['https://worldatlas.example/remotes/factsheet/x.js', 'https://cdn.example.org/facts/server/remoteEntry.js', 'http://worldatlas.example/api/v3.1/all']) {
      expect(internalUrl(url, ROUTES)).toBe(url);
    }
  });
});

describe('routeServerRequests', () => {
  /** A server standing in for a remote's pod inside the deployment: answers with the path and query it was asked for. */
  let pod: Server;
  let podUrl = '';
  beforeAll(async () => {
    pod = createServer((request, response) => response.end(`${request.headers.host} ${request.url}`));
    await new Promise<void>((resolve) => pod.listen(0, '127.0.0.1', resolve));
    podUrl = `http://127.0.0.1:${(pod.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    setGlobalDispatcher(new Agent());
    await new Promise((resolve) => pod.close(resolve));
  });

  it('sends fetch for a public URL to the internal address, and other URLs where they say', async () => {
    // `.invalid` never resolves: an answer can only come from the internal address.
    routeServerRequests([{ publicPrefix: 'http://worldatlas.invalid/remotes/facts/', internalPrefix: `${podUrl}/` }]);
    const routed = await fetch('http://worldatlas.invalid/remotes/facts/server/remoteEntry.js?v=2');
    expect(await routed.text()).toBe(`${new URL(podUrl).host} /server/remoteEntry.js?v=2`);
    expect(routed.url).toBe('http://worldatlas.invalid/remotes/facts/server/remoteEntry.js?v=2');
    expect(await (await fetch(`${podUrl}/direct`)).text()).toBe(`${new URL(podUrl).host} /direct`);
    await expect(fetch('http://worldatlas.invalid/remotes/contact/server/remoteEntry.js')).rejects.toThrow('fetch failed');
  });

  it('sends every request from the source address given, so a service can tell the render server from its visitors', async () => {
    const seen = createServer((request, response) => response.end(request.socket.remoteAddress));
    await new Promise<void>((resolve) => seen.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(seen.address() as AddressInfo).port}/`;
    try {
      routeServerRequests([], '127.0.0.7');
      expect(await (await fetch(url)).text()).toBe('127.0.0.7');
      routeServerRequests([{ publicPrefix: 'http://worldatlas.invalid/api/', internalPrefix: url }], '127.0.0.8');
      expect(await (await fetch('http://worldatlas.invalid/api/v3.1/all')).text()).toBe('127.0.0.8');
    } finally {
      await new Promise((resolve) => seen.close(resolve));
    }
  });
});
