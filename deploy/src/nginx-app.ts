import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The repository root. */
export const ROOT = join(__dirname, '..', '..');
const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const TEMP_PATHS = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];

/** The deploy's environment, as docker-compose passes it to each web container. */
export interface DeployEnv {
  SHELL_URL: string;
  FACTS_MANIFEST_URL: string;
  COUNTRIES_MANIFEST_URL: string;
  CONTACT_MANIFEST_URL: string;
  API_URL: string;
}

/** The environment after sourcing the entrypoint script `15-worldatlas.envsh`, as the image's entrypoint does. */
export function entrypointEnv(env: Record<string, string>): Record<string, string> {
  const out = execFileSync('sh', ['-c', `. "${join(ROOT, 'deploy', 'nginx', '15-worldatlas.envsh')}" && env -0`], {
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  return Object.fromEntries(
    out
      .toString()
      .split('\0')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

/** Fills `${VAR}` for variables set in `env`, leaving nginx's own `$var` and unknown names as they are (as the image's envsubst step does). */
export function fillTemplate(text: string, env: Record<string, string>): string {
  return text.replace(/\$\{(\w+)\}/g, (whole, name: string) => env[name] ?? whole);
}

/** One app served as its image serves it. */
export interface NginxAppOptions {
  /** Workspace folder whose `dist/` is served, e.g. `mf-facts`. */
  app: string;
  role: 'shell' | 'remote';
  /** Loopback port nginx listens on. */
  port: number;
  deployEnv: DeployEnv;
  /** Working folder (config, logs, `html/` web root); created and emptied here, removed by `stop()`. */
  dir: string;
}

/**
 * A built app served by Debian's nginx on 127.0.0.1 with the very files the images use: the
 * entrypoint's `15-worldatlas.envsh` computes the environment (and writes the shell's
 * runtime-config.json into the web root), the templates are filled the way the nginx image fills
 * them, and nginx runs the result in the foreground. Throws when nginx is missing or does not start.
 */
export class NginxApp {
  private process?: ChildProcess;
  readonly dir: string;
  /** The folder nginx serves (a copy of the app's `dist/`). */
  readonly webRoot: string;
  readonly env: Record<string, string>;
  readonly url: string;

  constructor(options: NginxAppOptions) {
    const { app, role, port, deployEnv, dir } = options;
    this.dir = dir;
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    chmodSync(dir, 0o755); // nginx's workers run as an unprivileged user
    this.webRoot = join(dir, 'html');
    cpSync(join(ROOT, app, 'dist'), this.webRoot, { recursive: true });
    const confDir = join(dir, 'conf.d');
    mkdirSync(confDir);
    this.env = entrypointEnv({ ...deployEnv, APP_ROLE: role, PORT: String(port), WEB_ROOT: this.webRoot, NGINX_CONF_DIR: confDir });
    const templates = join(ROOT, 'deploy', 'nginx', 'templates');
    for (const file of readdirSync(templates)) {
      writeFileSync(join(confDir, file.replace(/\.template$/, '')), fillTemplate(readFileSync(join(templates, file), 'utf8'), this.env));
    }
    for (const temp of TEMP_PATHS) mkdirSync(join(dir, temp));
    writeFileSync(
      join(dir, 'nginx.conf'),
      [
        `pid ${dir}/nginx.pid;`,
        `error_log ${dir}/error.log;`,
        'events {}',
        'http {',
        '  include /etc/nginx/mime.types;',
        '  default_type application/octet-stream;',
        '  access_log off;',
        ...TEMP_PATHS.map((temp) => `  ${temp}_temp_path ${dir}/${temp};`),
        `  include ${confDir}/*.conf;`,
        '}',
      ].join('\n'),
    );
    // Loopback only here; the template's listen line takes the port alone (all interfaces in a container).
    writeFileSync(join(confDir, 'default.conf'), readFileSync(join(confDir, 'default.conf'), 'utf8').replace(`listen ${port};`, `listen 127.0.0.1:${port};`));
    this.url = `http://127.0.0.1:${port}`;
  }

  /** Starts nginx and resolves once it answers. */
  async start(): Promise<void> {
    if (!existsSync(NGINX)) throw new Error(`${NGINX} not found: apt-get install -y nginx (.ci/run does)`);
    this.process = spawn(NGINX, ['-c', join(this.dir, 'nginx.conf'), '-p', this.dir, '-g', 'daemon off;'], { stdio: 'inherit' });
    for (let attempt = 0; attempt < 50; attempt += 1) {
      try {
        await fetch(this.url);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    throw new Error(`nginx did not start: ${readFileSync(join(this.dir, 'error.log'), 'utf8')}`);
  }

  /** Stops nginx gracefully and removes the working folder. */
  async stop(): Promise<void> {
    const child = this.process;
    if (child && child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve).kill('SIGQUIT'));
    rmSync(this.dir, { recursive: true, force: true });
  }
}
