// Jest global setup: starts the real countries-api (built data) on a free loopback port for a
// project's tests, and tells them where (TEST_API_BASE_URL); stop-countries-api.js ends it.
const { spawn } = require('node:child_process');
const { join } = require('node:path');
const { freePort } = require('./free-port');

const SERVER = join(__dirname, '..', 'countries-api', 'dist', 'server.js');

/** Starts the API on `port`; resolves with the child once /healthz answers, or null when it exits first (port taken meanwhile). */
async function startOn(port) {
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (child.exitCode !== null) return null;
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`countries-api did not answer on ${port}: run "npm run build -w countries-api" first`);
}

module.exports = async function startApi() {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const port = await freePort();
    const child = await startOn(port);
    if (child) {
      globalThis.__COUNTRIES_API__ = child;
      process.env.TEST_API_BASE_URL = `http://127.0.0.1:${port}`;
      return;
    }
  }
  throw new Error(`countries-api exited at start: run "npm run build -w countries-api" first`);
};
