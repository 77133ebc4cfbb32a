// Starts the real countries-api (built data) for this project's tests, on loopback; stop-api.js ends it.
const { spawn } = require('node:child_process');
const { join } = require('node:path');

const PORT = 4110;

module.exports = async function startApi() {
  const server = join(__dirname, '..', '..', 'countries-api', 'dist', 'server.js');
  const child = spawn(process.execPath, [server], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(PORT), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  globalThis.__COUNTRIES_API__ = child;
  process.env.TEST_API_BASE_URL = `http://127.0.0.1:${PORT}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${process.env.TEST_API_BASE_URL}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`countries-api did not start on ${PORT}: run "npm run build -w countries-api" first`);
};
