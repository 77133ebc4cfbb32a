import { request } from 'node:http';
import { type ServerProcess, startServer, stopServer } from '../test/server-process';

/** The render server's address, the one proxy this test's server trusts. */
const PROXY = '127.0.0.1';
/** Another loopback address: a client connecting to the API itself. */
const CLIENT = '127.0.0.2';

let server: ServerProcess | undefined;
afterEach(async () => {
  await stopServer(server);
  server = undefined;
});

/** The status of `GET /healthz` sent from `localAddress`, claiming to forward `forwardedFor`. */
function statusFrom(port: number, localAddress: string, forwardedFor: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path: '/healthz', localAddress, agent: false, headers: { 'x-forwarded-for': forwardedFor } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** Statuses of one request per `claims`, in order, from `localAddress`. */
async function statusesFrom(port: number, localAddress: string, claims: string[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const claim of claims) statuses.push(await statusFrom(port, localAddress, claim));
  return statuses;
}

describe('X-Forwarded-For, as `npm start` runs the API with TRUST_PROXY', () => {
  it('is believed from the trusted proxy alone: any other client is counted by its own address', async () => {
    server = await startServer({ TRUST_PROXY: PROXY, RATE_LIMIT_MAX: '2' });
    const { port } = server;

    // Each claim from another address is ignored: three requests from one connection's address, the third over the limit.
    expect(await statusesFrom(port, CLIENT, ['198.51.100.1', '198.51.100.2', '198.51.100.3'])).toEqual([200, 200, 429]);
    // The proxy's claims are believed: each visitor it names has a budget of their own…
    expect(await statusesFrom(port, PROXY, ['198.51.100.1', '198.51.100.2', '198.51.100.3'])).toEqual([200, 200, 200]);
    // …and one visitor named three times meets their limit.
    expect(await statusesFrom(port, PROXY, ['198.51.100.4', '198.51.100.4', '198.51.100.4'])).toEqual([200, 200, 429]);
  });
});
