import type { AddressInfo } from 'node:net';
import { buildTestApp } from '../../test/helper';
import { heldGet, refusesConnections } from '../../test/held-request';
import { until } from '@worldatlas/service-kit/test/until';

const LIST = '/v3.1/all?fields=name,population,region,capital,flags';

describe('GET /healthz while the app closes', () => {
  it('stops accepting, answers 503 saying it is draining, and still answers the requests on their way', async () => {
    const app = await buildTestApp();
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const health = await heldGet(port, '/healthz', '/healthz');
    const data = await heldGet(port, '/healthz', LIST);
    expect([health.firstResponse.status, health.firstResponse.headers.connection]).toEqual([200, 'keep-alive']);

    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await until('the port refuses new connections', () => refusesConnections(port));
    expect(closed).toBe(false);

    const draining = await health.release();
    expect(draining.status).toBe(503);
    expect(JSON.parse(draining.body)).toEqual({ status: 503, message: 'Service Unavailable: shutting down, finishing the requests in flight' });
    expect(draining.headers['cache-control']).toBe('no-store');
    expect(draining.headers['retry-after']).toBe('10');
    expect(draining.headers.connection).toBe('close');
    await health.closed;

    const answered = await data.release();
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.body)).toHaveLength(250);
    await closing;
    expect(closed).toBe(true);
  });
});
