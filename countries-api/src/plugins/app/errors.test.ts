import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { TEST_APP_OPTIONS } from '../../../test/helper';

/** The real app logging to `lines`, with one extra route that fails the way a bug would. */
async function appWithFailingRoute(lines: string[], logRequests: boolean): Promise<FastifyInstance> {
  const app = await buildApp({ ...TEST_APP_OPTIONS, logLevel: 'info', logRequests, logStream: { write: (line) => lines.push(line) } });
  app.get('/fails', async () => {
    throw new Error('database password is hunter2');
  });
  await app.ready();
  return app;
}

const parse = (lines: string[]) => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('unexpected errors', () => {
  it('answer 500 without their text and log it with the method and URL', async () => {
    const lines: string[] = [];
    const app = await appWithFailingRoute(lines, false);
    const response = await app.inject({ method: 'GET', url: '/fails?x=1' });
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ status: 500, message: 'Internal Server Error' });
    expect(response.body).not.toContain('hunter2');
    const failures = parse(lines).filter((line) => line.msg === 'request failed');
    expect(failures).toEqual([expect.objectContaining({ level: 50, method: 'GET', url: '/fails?x=1', err: expect.objectContaining({ message: 'database password is hunter2' }) })]);
    // Without request logging there are no per-request lines.
    expect(parse(lines).filter((line) => line.msg === 'incoming request')).toEqual([]);
  });

  it('carry the request id when requests are logged', async () => {
    const lines: string[] = [];
    const app = await appWithFailingRoute(lines, true);
    await app.inject('/fails');
    await app.close();
    const logged = parse(lines);
    const incoming = logged.find((line) => line.msg === 'incoming request');
    const failure = logged.find((line) => line.msg === 'request failed');
    expect(incoming?.reqId).toBeDefined();
    expect(failure).toMatchObject({ reqId: incoming?.reqId, method: 'GET', url: '/fails' });
  });
});
