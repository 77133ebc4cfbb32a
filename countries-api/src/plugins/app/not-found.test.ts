import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type AppOptions, buildApp } from '../../app';
import { BAD_ENCODING, BAD_REQUEST, NOT_FOUND } from '../../schemas/errors';
import { TEST_APP_OPTIONS } from '../../../test/helper';

/** A lone surrogate (U+D800) percent-encoded: well-formed escapes, but not UTF-8, so the router cannot decode the path. */
const BAD_ENCODING_URL = '/v3.1/name/%ED%A0%80';
/** A segment longer than the router's `maxParamLength` (100 000). */
const OVERLONG_URL = `/v3.1/name/${'a'.repeat(100_001)}`;
const ORIGIN = { origin: 'http://elsewhere.example' };
const TOO_MANY = { status: 429, message: expect.stringMatching(/^Too Many Requests: more than \d+ requests( for answers not cached)? in 60 s from one address; retry in \d+ s$/) };

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

/** The real app with `options`, silent. */
async function start(options: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  app = await buildApp({ ...TEST_APP_OPTIONS, ...options });
  return app;
}

/** An answer's headers but those that differ by body or time (date, length, connection). */
function fixedHeaders(headers: LightMyRequestResponse['headers'] | Record<string, unknown>) {
  const { date: _date, 'content-length': _length, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
}

describe('URLs the router cannot take', () => {
  it.each([
    ['malformed percent-encoding', BAD_ENCODING_URL, BAD_ENCODING],
    ['a truncated escape', '/v3.1/name/%E0%A4%A', BAD_ENCODING],
    ['an overlong segment', OVERLONG_URL, BAD_REQUEST],
  ])('answer %s 400 in v3.1 shape with the security and CORS headers of a 404', async (_label, url, body) => {
    const server = await start();
    const notFound = await server.inject({ url: '/nowhere', headers: ORIGIN });
    expect([notFound.statusCode, notFound.json()]).toEqual([404, NOT_FOUND]);

    const response = await server.inject({ url, headers: ORIGIN });
    expect([response.statusCode, response.json()]).toEqual([400, body]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    // Exactly the headers every other error answer carries: the same hooks set them.
    expect(fixedHeaders(response.headers)).toEqual(fixedHeaders(notFound.headers));
  });

  it('answers 400, not 405, for another method on such a URL, and 404 for the internal path asked for directly', async () => {
    const server = await start();
    const post = await server.inject({ method: 'POST', url: BAD_ENCODING_URL, headers: ORIGIN });
    expect([post.statusCode, post.json(), post.headers['access-control-allow-origin']]).toEqual([400, BAD_ENCODING, '*']);
    const direct = await server.inject('/.router-error');
    expect([direct.statusCode, direct.json()]).toEqual([404, NOT_FOUND]);
  });

  it('answers the same over a real connection', async () => {
    const server = await start();
    await server.listen({ host: '127.0.0.1', port: 0 });
    const { port } = server.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
      const outgoing = httpRequest({ host: '127.0.0.1', port, path: BAD_ENCODING_URL, headers: ORIGIN }, (incoming) => {
        let body = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (body += chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body }));
      });
      outgoing.on('error', reject);
      outgoing.end();
    });
    expect([answer.status, JSON.parse(answer.body)]).toEqual([400, BAD_ENCODING]);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['access-control-allow-origin']).toBe('*');
  });

  it('count toward the per-address limit: a client sending only bad URLs is refused 429 with Retry-After', async () => {
    const server = await start({ rateLimit: { max: 3, missMax: 100, windowMs: 60_000 } });
    const codes = [];
    for (const url of [BAD_ENCODING_URL, OVERLONG_URL, BAD_ENCODING_URL]) codes.push((await server.inject(url)).statusCode);
    expect(codes).toEqual([400, 400, 400]);
    const refused = await server.inject({ url: BAD_ENCODING_URL, headers: ORIGIN });
    expect([refused.statusCode, refused.json()]).toEqual([429, TOO_MANY]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['access-control-allow-origin']).toBe('*');
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
    // Another address has its own budget.
    expect((await server.inject({ url: BAD_ENCODING_URL, remoteAddress: '203.0.113.9' })).statusCode).toBe(400);
  });

  it('count as answers not cached: the tighter budget refuses them too', async () => {
    const server = await start({ rateLimit: { max: 100, missMax: 2, windowMs: 60_000 } });
    const codes = [];
    for (let index = 0; index < 3; index += 1) codes.push((await server.inject(BAD_ENCODING_URL)).statusCode);
    expect(codes).toEqual([400, 400, 429]);
    expect((await server.inject(BAD_ENCODING_URL)).json()).toEqual(TOO_MANY);
  });

  it('are shed like every other request while the instance is overloaded', async () => {
    // Any running process holds more than 1 MiB: the measure is over the limit from the first sample.
    const server = await start({ pressure: { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0, maxRssBytes: 1024 * 1024, sampleIntervalMs: 50 } });
    await server.ready();
    await new Promise((resolve) => setTimeout(resolve, 120));
    const shed = await server.inject({ url: BAD_ENCODING_URL, headers: ORIGIN });
    expect([shed.statusCode, shed.headers['retry-after'], shed.headers['access-control-allow-origin']]).toEqual([503, '10', '*']);
  });

  it('keep the URL as sent in request.originalUrl; the request log names them /.router-error', async () => {
    const lines: string[] = [];
    const server = await start({ logLevel: 'info', logRequests: true, logStream: { write: (line) => lines.push(line) } });
    const seen: string[][] = [];
    server.addHook('onResponse', (request, _reply, done) => {
      seen.push([request.originalUrl, request.url]);
      done();
    });
    expect((await server.inject(BAD_ENCODING_URL)).statusCode).toBe(400);
    expect(seen).toEqual([[BAD_ENCODING_URL, '/.router-error']]);
    const entries = lines.map((line) => JSON.parse(line));
    expect(entries.find((entry) => entry.msg === 'incoming request')?.req.url).toBe('/.router-error');
    expect(entries.find((entry) => entry.msg === 'request completed')?.res.statusCode).toBe(400);
  });
});
