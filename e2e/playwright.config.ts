import { defineConfig, devices } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium';
import { portEnv, siteOrigins, sitePorts } from './webserver/site-ports';

/**
 * Browser tests in Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium; never a downloaded
 * browser) against the real production builds and countries-api, served by this run alone
 * (webserver/site.ts, after `npm run build`) on six loopback ports the kernel hands out, and
 * stopped afterwards. The ports are chosen once, here in the main process (webserver/site-ports.ts),
 * and reach the workers and the web server through `E2E_PORTS`; so a running `npm start` (ports
 * 3000-3003 and 4000) is never used, and never in the way.
 *
 * With E2E_STACK=nginx the same builds are served as the docker-compose stack serves them (Debian's
 * nginx with the images' config, see deploy/src/nginx-stack.ts): the journeys that load the
 * remotes' files run once at the desktop size, then the redeploy test swaps a remote's files under
 * the running stack.
 */
const nginxStack = process.env.E2E_STACK === 'nginx';
// Where the nginx stack keeps the files it serves; the redeploy test swaps mf-contact's there.
// (Workers inherit the value the main process chose.)
const NGINX_STACK_DIR = (process.env.NGINX_STACK_DIR ||= join(tmpdir(), `worldatlas-nginx-stack-${process.pid}`));
const ports = sitePorts();
const site = siteOrigins(ports);

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, channel: undefined };
/**
 * What differs at a phone's width, run once more in the `mobile` project: the navigation behind the
 * Menu button (navigation, colour mode toggle, keyboard and accessibility checks, whose Tab stops
 * change), the layout and positions (the list's grid and controls, a country's facts, the maps and
 * their tooltip), the screenshots, islands at a phone's width, the pages without scripts (the
 * navigation then shows at every width) and the comparison's table. The rest does not depend on the width; the islands'
 * journeys at a phone's CPU speed (islands.spec.ts) set that speed themselves.
 */
const PHONE_LAYOUT = ['navigation.spec.ts', 'color-mode.spec.ts', 'accessibility.spec.ts', 'keyboard.spec.ts', 'browse-countries.spec.ts', 'search-region-order.spec.ts', 'search-by-language.spec.ts', 'list-controls.spec.ts', 'country-facts.spec.ts', 'maps.spec.ts', 'screenshots.spec.ts', 'server-rendering.spec.ts', 'no-javascript.spec.ts', 'compare.spec.ts'];
/**
 * The cross-origin journeys, run once more with the site opened at `localhost` (the others use
 * 127.0.0.1): the runtime configuration names 127.0.0.1, so every remote and API call is then
 * cross-origin under another host name, as for a visitor who types either. federation.spec loads
 * all three remotes and the list; country-detail.spec the country, border and flag requests and
 * the API's error answers.
 */
const CROSS_ORIGIN_JOURNEYS = ['federation.spec.ts', 'country-detail.spec.ts'];
/**
 * What the nginx stack serves otherwise than `npm start`: the remotes' files (manifests, browser and
 * server entries, chunks) come from nginx with the images' config. Pages are the render server's in
 * both stacks, so the journeys that load a remote's code are run again there: the server builds
 * behind every page (server-rendering), the islands and their held scripts, the contact form's
 * island, all three remotes' runtimes, and a remote the browser cannot reach. The rest (layout,
 * accessibility, screenshots, pages without scripts) reads the same HTML either way.
 */
const NGINX_JOURNEYS = ['server-rendering.spec.ts', 'islands.spec.ts', 'contact.spec.ts', 'federation.spec.ts', 'remote-down.spec.ts'];
const atLocalhost = { ...desktop, baseURL: site.shellAtLocalhost };

export default defineConfig({
  testDir: './tests',
  outputDir: nginxStack ? './test-results/nginx' : './test-results',
  // A committed test.only would silently drop every other test from the run.
  forbidOnly: true,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/report.json' }]],
  use: {
    baseURL: site.shell,
    // Numbers and the order of names follow the browser's language: fixed, whatever the machine's LANG.
    locale: 'en-US',
    // A failed test's trace keeps its steps, screenshots, console and network, not DOM snapshots: those
    // serialize the whole page at every step (over 100 ms each on the 250-card list), for every test.
    trace: { mode: 'retain-on-failure', snapshots: false },
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  projects: nginxStack
    ? [
        { name: 'nginx-desktop', testMatch: NGINX_JOURNEYS, use: desktop },
        { name: 'nginx-localhost', testMatch: CROSS_ORIGIN_JOURNEYS, use: atLocalhost },
        { name: 'nginx-redeploy', testMatch: 'redeploy.spec.ts', dependencies: ['nginx-desktop', 'nginx-localhost'], use: desktop },
      ]
    : [
        { name: 'desktop', testIgnore: 'redeploy.spec.ts', use: desktop },
        // Each page's axe and Tab-stop check in dark mode is the desktop project's: colours do not depend on the width.
        { name: 'mobile', testMatch: PHONE_LAYOUT, grepInvert: /in dark mode has no serious or critical axe violations/, use: { ...devices['Pixel 7'], channel: undefined } },
        { name: 'localhost', testMatch: CROSS_ORIGIN_JOURNEYS, use: atLocalhost },
      ],
  webServer: {
    // The nginx stack through a wrapper that also removes its per-run folder once it has stopped.
    // The site's launcher replaces the shell (exec), so Playwright's SIGTERM reaches it and Playwright waits
    // for it to stop its servers and remove its configuration file before killing what is left.
    command: nginxStack ? 'npx tsx e2e/webserver/nginx-stack.ts' : `exec "${process.execPath}" --import tsx e2e/webserver/site.ts`,
    env: { NGINX_STACK_DIR, ...portEnv(ports) },
    cwd: '..',
    url: `${site.shell}/runtime-config.json`,
    // Tests start once every server listens (the API and all remotes too), not only the shell: on the
    // line the launcher prints then.
    wait: { stdout: nginxStack ? /^WorldAtlas on nginx: /m : /^WorldAtlas is ready at /m },
    // Never reuse: a server already on these ports is not this run's build (and a taken port fails the start).
    reuseExistingServer: false,
    // SIGTERM first, so the stack stops nginx and countries-api and removes its files (and the folder).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
