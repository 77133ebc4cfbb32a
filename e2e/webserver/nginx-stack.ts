/**
 * The web server of the nginx run (`E2E_STACK=nginx`): runs deploy/src/nginx-stack.ts and, once it
 * has stopped, removes the per-run folder playwright.config.ts named in NGINX_STACK_DIR
 * (`<tmp>/worldatlas-nginx-stack-<pid>`) if it is still there. The stack removes its own files when
 * it stops cleanly; this catches a stack that did not get that far. A folder named otherwise (a
 * NGINX_STACK_DIR of your own) is left alone. Exits with the stack's exit code.
 *
 * Playwright's global teardown cannot do this: it runs before the web server is stopped.
 */
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';

const root = join(__dirname, '..', '..');
const stackDir = process.env.NGINX_STACK_DIR ?? '';
const perRunFolder = dirname(stackDir) === tmpdir() && /^worldatlas-nginx-stack-\d+$/.test(basename(stackDir));

const stack = spawn(process.execPath, ['--import', 'tsx', join(root, 'deploy', 'src', 'nginx-stack.ts')], { cwd: root, stdio: 'inherit' });
// Playwright stops its web server by signalling the whole process group (so does Ctrl-C): the stack
// gets the signal itself. This process only stays alive to clean up after it.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => undefined);
stack.once('exit', (code, signal) => {
  if (perRunFolder && existsSync(stackDir)) rmSync(stackDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
