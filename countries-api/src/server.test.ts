import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const SERVER = join(__dirname, '..', 'dist', 'server.js');

beforeAll(() => {
  if (!existsSync(SERVER)) throw new Error('countries-api is not built: run "npm run build -w countries-api" first');
});

describe('server start-up', () => {
  it.each(['eighty', '0', '70000'])('refuses PORT=%s with a one-line error and exit code 1', (port) => {
    const run = spawnSync(process.execPath, [SERVER], { env: { ...process.env, PORT: port, HOST: '127.0.0.1' }, encoding: 'utf8', timeout: 20_000 });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(`countries-api: PORT must be a whole number from 1 to 65535, got "${port}"`);
  });
});
