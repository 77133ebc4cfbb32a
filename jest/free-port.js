// A port for a test's or a benchmark's server, for every workspace (free-port.d.ts types it).
const { createServer } = require('node:net');

/**
 * A TCP port on 127.0.0.1 that was free a moment ago: the kernel's pick for port 0, read back and
 * released, for a server started in another process (or one, like nginx or countries-api, that
 * cannot report the port it took). Another process could take it in between: a caller that must
 * not fail retries with a new one when the bind fails.
 * @returns {Promise<number>}
 */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

module.exports = { freePort };
