import { ConfigError, readTrustProxy } from '@worldatlas/service-kit';
import Fastify from 'fastify';
import { readConfig } from './config';

describe('readConfig', () => {
  it('defaults to 127.0.0.1:4000 with a matching public URL', () => {
    expect(readConfig({})).toMatchObject({ host: '127.0.0.1', port: 4000, publicUrl: 'http://127.0.0.1:4000', logLevel: 'info' });
  });

  it('takes HOST, PORT and PUBLIC_URL from the environment', () => {
    expect(readConfig({ HOST: '0.0.0.0', PORT: '8080' }).publicUrl).toBe('http://127.0.0.1:8080');
    expect(readConfig({ PUBLIC_URL: 'https://api.example.org/' }).publicUrl).toBe('https://api.example.org');
  });

  it('treats an empty or blank PORT as unset', () => {
    expect(readConfig({ PORT: '' }).port).toBe(4000);
    expect(readConfig({ PORT: '  ' }).port).toBe(4000);
    expect(readConfig({ PORT: ' 8080 ' }).port).toBe(8080);
    expect(readConfig({ PORT: '' }).publicUrl).toBe('http://127.0.0.1:4000');
  });

  it.each(['eighty', '80a', '8e3', '0x50', '-1', '0', '4000.5', '70000', '65536', '1 2'])('rejects PORT=%j', (port) => {
    expect(() => readConfig({ PORT: port })).toThrow(`PORT must be a whole number from 1 to 65535, got "${port}"`);
  });

  it('accepts the ends of the port range', () => {
    expect(readConfig({ PORT: '1' }).port).toBe(1);
    expect(readConfig({ PORT: '65535' }).port).toBe(65535);
  });

  it('rejects a public URL that is not http(s)', () => {
    expect(() => readConfig({ PUBLIC_URL: 'ftp://x' })).toThrow(/PUBLIC_URL/);
  });
});

describe('readConfig: protection, shutdown and metrics', () => {
  const MIB = 1024 * 1024;

  it('defaults to 12 000 requests a minute of which 600 not cached, no trusted proxy, an 8 s shutdown, no metrics listener', () => {
    const config = readConfig({});
    expect(config).toMatchObject({ trustProxy: false, rateLimit: { max: 12_000, missMax: 600, windowMs: 60_000 }, shutdownTimeoutMs: 8000, cacheBytes: 32 * MIB, metrics: null });
    expect(config.pressure).toMatchObject({ maxEventLoopDelayMs: 1000, maxRssBytes: 0 });
    // 90 % of the V8 heap limit, in whole MiB.
    expect(config.pressure.maxHeapUsedBytes % MIB).toBe(0);
    expect(config.pressure.maxHeapUsedBytes).toBeGreaterThan(100 * MIB);
  });

  it('takes every limit from the environment', () => {
    const config = readConfig({
      RATE_LIMIT_MAX: '50',
      RATE_LIMIT_MISS_MAX: '5',
      RATE_LIMIT_WINDOW_MS: '1000',
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      PRESSURE_MAX_HEAP_USED_MB: '256',
      PRESSURE_MAX_RSS_MB: '512',
      SHUTDOWN_TIMEOUT_MS: '25000',
      CACHE_MB: '8',
      METRICS_PORT: '9464',
    });
    expect(config).toMatchObject({
      rateLimit: { max: 50, missMax: 5, windowMs: 1000 },
      pressure: { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 256 * MIB, maxRssBytes: 512 * MIB },
      shutdownTimeoutMs: 25_000,
      cacheBytes: 8 * MIB,
      metrics: { host: '127.0.0.1', port: 9464 },
    });
    expect(readConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics).toEqual({ host: '0.0.0.0', port: 9464 });
  });

  it.each([
    ['RATE_LIMIT_MAX', '0', 'RATE_LIMIT_MAX must be a whole number of at least 1, got "0"'],
    ['RATE_LIMIT_MAX', 'lots', 'RATE_LIMIT_MAX must be a whole number of at least 1, got "lots"'],
    ['RATE_LIMIT_MISS_MAX', '0', 'RATE_LIMIT_MISS_MAX must be a whole number of at least 1, got "0"'],
    ['RATE_LIMIT_WINDOW_MS', '10', 'RATE_LIMIT_WINDOW_MS must be a whole number of at least 1000, got "10"'],
    ['SHUTDOWN_TIMEOUT_MS', '-5', 'SHUTDOWN_TIMEOUT_MS must be a whole number of at least 1, got "-5"'],
    ['METRICS_PORT', '0', 'METRICS_PORT must be a whole number from 1 to 65535, got "0"'],
    ['CACHE_MB', '0', 'CACHE_MB must be a whole number from 1 to 4096, got "0"'],
    ['PRESSURE_MAX_RSS_MB', '1.5', 'PRESSURE_MAX_RSS_MB must be a whole number of at least 0, got "1.5"'],
    ['LOG_LEVEL', 'verbose', 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "verbose"'],
  ])('rejects %s=%j', (name, value, message) => {
    expect(() => readConfig({ [name]: value })).toThrow(message);
  });

  it('trusts the proxies TRUST_PROXY lists: addresses, CIDR ranges and proxy-addr names', () => {
    expect(readConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12,loopback,fd00::/8,::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      'loopback',
      'fd00::/8',
      '::1',
    ]);
  });

  it.each(['true', '*', '10.0.0.1/33', '10.0.0', 'proxy.example', '1', 'loopback,'])('rejects TRUST_PROXY=%j', (value) => {
    expect(() => readConfig({ TRUST_PROXY: value })).toThrow(`TRUST_PROXY must be a comma-separated list of addresses, CIDR ranges, loopback, linklocal, uniquelocal; got "${value}"`);
    expect(() => readConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
  });
});

// The parser every Node server of the site reads TRUST_PROXY with (countries-api, contact-api, the
// render server); the service kit has no test project of its own.
describe('readTrustProxy (@worldatlas/service-kit)', () => {
  it('trusts no proxy when unset, empty or blank', () => {
    expect([readTrustProxy(undefined), readTrustProxy(''), readTrustProxy(' \t ')]).toEqual([false, false, false]);
  });

  it("takes IPv4 and IPv6 addresses, ranges up to their family's length and the three names, in order, without the spaces around them", () => {
    expect(readTrustProxy(' 192.0.2.1 ,10.0.0.0/8,0.0.0.0/0, 198.51.100.7/32,2001:db8::1, 2001:db8::/128,fe80::/10,loopback , linklocal,uniquelocal')).toEqual([
      '192.0.2.1',
      '10.0.0.0/8',
      '0.0.0.0/0',
      '198.51.100.7/32',
      '2001:db8::1',
      '2001:db8::/128',
      'fe80::/10',
      'loopback',
      'linklocal',
      'uniquelocal',
    ]);
  });

  it.each([
    '2001:db8::/129',
    '10.0.0.0/',
    '10.0.0.0/8/8',
    '10.0.0.0/-1',
    '10.0.0.0/0x8',
    '10.0.0.0/1234',
    '256.0.0.1',
    '/8',
    'Loopback',
    'loopback/8',
    'localhost',
    ',',
    '10.0.0.1,,10.0.0.2',
    '10.0.0.1 10.0.0.2',
  ])('refuses %j, naming the variable and the value', (value) => {
    expect(() => readTrustProxy(value)).toThrow(`TRUST_PROXY must be a comma-separated list of addresses, CIDR ranges, loopback, linklocal, uniquelocal; got "${value}"`);
  });

  it.each([
    // entry, a proxy it names, an address it does not name
    ['203.0.113.5', '203.0.113.5', '203.0.113.6'],
    ['10.244.0.0/16', '10.244.7.9', '10.245.0.1'],
    ['2001:db8::/64', '2001:db8::9', '2001:db8:0:1::9'],
    ['loopback', '127.0.0.1', '10.0.0.1'],
    ['linklocal', '169.254.1.1', '10.0.0.1'],
    ['uniquelocal', '172.16.0.1', '203.0.113.6'],
  ])('gives Fastify a list it reads as the same proxies: %s', async (entry, proxy, other) => {
    const app = Fastify({ trustProxy: readTrustProxy(entry) });
    app.get('/', async (request) => request.ip);
    const ipFrom = async (remoteAddress: string) => (await app.inject({ url: '/', remoteAddress, headers: { 'x-forwarded-for': '198.51.100.23' } })).body;
    expect([await ipFrom(proxy), await ipFrom(other)]).toEqual(['198.51.100.23', other]);
    await app.close();
  });
});
