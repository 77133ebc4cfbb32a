import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP port on 127.0.0.1 that was free a moment ago: the kernel's pick for port 0, read back and
 * released, for a server (nginx) that cannot report the port it took itself. Another process could
 * take it in between: callers retry with a new one when the bind fails (see NginxApp.start).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
