/**
 * `npx tsx deploy/src/nginx-stack.ts`: the whole site as docker-compose runs it, without Docker —
 * the shell and the three remotes served by Debian's nginx with the images' config (ports 3000-3003)
 * and countries-api (port 4000), all on 127.0.0.1, until SIGINT or SIGTERM. The browser suite runs
 * against it (`E2E_STACK=nginx`).
 *
 * Needs `npm run build` first. Working files go to NGINX_STACK_DIR (default
 * `<tmp>/worldatlas-nginx-stack`), one folder per app; an app's served files are in `<app>/html`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DeployEnv, NginxApp, ROOT } from './nginx-app';

const stackDir = process.env.NGINX_STACK_DIR || join(tmpdir(), 'worldatlas-nginx-stack');
const deployEnv: DeployEnv = {
  SHELL_URL: 'http://127.0.0.1:3000',
  FACTS_MANIFEST_URL: 'http://127.0.0.1:3001/mf-manifest.json',
  COUNTRIES_MANIFEST_URL: 'http://127.0.0.1:3002/mf-manifest.json',
  CONTACT_MANIFEST_URL: 'http://127.0.0.1:3003/mf-manifest.json',
  API_URL: 'http://127.0.0.1:4000',
};
const apps = (
  [
    ['shell', 'shell', 3000],
    ['mf-facts', 'remote', 3001],
    ['mf-countries', 'remote', 3002],
    ['mf-contact', 'remote', 3003],
  ] as const
).map(([app, role, port]) => new NginxApp({ app, role, port, deployEnv, dir: join(stackDir, app) }));

let api: ChildProcess | undefined;
let stopping = false;

async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    api?.kill('SIGTERM');
    await Promise.all(apps.map((app) => app.stop()));
  }
  process.exit(code);
}

async function main(): Promise<void> {
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  api = spawn(process.execPath, [join(ROOT, 'countries-api', 'dist', 'server.js')], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '4000', PUBLIC_URL: deployEnv.API_URL },
    stdio: 'inherit',
  });
  api.once('exit', (code) => {
    if (!stopping) {
      console.error(`countries-api exited (${code})`);
      void stop(1);
    }
  });
  await Promise.all(apps.map((app) => app.start()));
  console.log(`WorldAtlas on nginx: ${deployEnv.SHELL_URL} (files in ${stackDir})`);
}

main().catch((error: unknown) => {
  console.error(error);
  void stop(1);
});
