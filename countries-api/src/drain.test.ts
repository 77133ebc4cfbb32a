import { Agent, get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { TEST_APP_OPTIONS } from '../test/helper';
import { refusesConnections } from '../test/held-request';
import { until } from '@worldatlas/service-kit/test/until';

describe('drain', () => {
  it('answers a request whose handler began before close() with Connection: close, then closes its connection', async () => {
    const app = await buildApp(TEST_APP_OPTIONS);
    let began!: () => void;
    let release!: () => void;
    const handlerBegan = new Promise<void>((resolve) => (began = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    // Stands for a handler still at work when the signal comes (a flag's file being opened).
    app.get('/slow', async () => {
      began();
      await released;
      return { done: true };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true });
    const answer = new Promise<IncomingMessage>((resolve, reject) => get({ port, host: '127.0.0.1', path: '/slow', agent }, resolve).on('error', reject));
    await handlerBegan;

    const closing = app.close();
    await until('the port refuses new connections', () => refusesConnections(port));
    release();
    const response = await answer;
    const socketClosed = new Promise<void>((resolve) => response.socket.once('close', () => resolve()));
    response.resume();
    expect([response.statusCode, response.headers.connection]).toEqual([200, 'close']);
    await socketClosed;
    await closing;
    agent.destroy();
  });
});
