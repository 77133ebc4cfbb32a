import type { LaunchOptions } from '@playwright/test';

/**
 * How the browser suite and `npm run bench:web` launch Chromium: Debian's (CHROMIUM_PATH, default
 * /usr/bin/chromium; never a downloaded browser), with every name but the loopback ones unresolvable
 * so no test or measurement reaches the network.
 */
export const CHROMIUM_LAUNCH_OPTIONS: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
  ],
};
