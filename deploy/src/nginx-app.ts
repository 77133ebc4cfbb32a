import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../../jest/free-port';
import { waitUntil } from './wait-until';

/** The repository root. */
export const ROOT = join(__dirname, '..', '..');
const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const ENVSUBST = process.env.ENVSUBST_PATH || '/usr/bin/envsubst';
const NGINX_FILES = join(ROOT, 'deploy', 'nginx');
const TEMP_PATHS = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];

/** The deploy's environment, as docker-compose passes it to each web container: each remote's `<NAME>_MANIFEST_URL`, and `API_URL`. */
export type DeployEnv = Readonly<Record<string, string>>;

/**
 * The environment after sourcing the entrypoint script `15-worldatlas.envsh`, as the image's
 * entrypoint does.
 * @param env the container's environment (PATH is added).
 * @returns every variable the script leaves exported, by name.
 * @throws Error with the script's message when it rejects the environment (e.g. a malformed URL).
 */
export function entrypointEnv(env: Record<string, string>): Record<string, string> {
  const run = spawnSync('sh', ['-c', `. "${join(NGINX_FILES, '15-worldatlas.envsh')}" && env -0`], {
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`15-worldatlas.envsh failed: ${run.stderr.trim()}`);
  return Object.fromEntries(
    run.stdout
      .split('\0')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

/**
 * Writes each `*.template` of deploy/nginx/templates into `outputDir` without the suffix, the way
 * the image's 20-envsubst-on-templates.sh does: `envsubst` limited to the variables defined in
 * `env`, so nginx's own `$uri` and any unset name stay as written.
 * @throws Error when envsubst (Debian's gettext-base, as in the image) is missing or fails.
 */
function fillTemplates(env: Record<string, string>, outputDir: string): void {
  if (!existsSync(ENVSUBST)) throw new Error(`${ENVSUBST} not found: apt-get install -y gettext-base (the nginx image fills its templates with it)`);
  const definedEnvs = Object.keys(env)
    .map((name) => `\${${name}}`)
    .join(' ');
  const templates = join(NGINX_FILES, 'templates');
  for (const file of readdirSync(templates).filter((name) => name.endsWith('.template'))) {
    const run = spawnSync(ENVSUBST, [definedEnvs], { input: readFileSync(join(templates, file)), env, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`envsubst on ${file} failed: ${run.stderr}`);
    writeFileSync(join(outputDir, file.replace(/\.template$/, '')), run.stdout);
  }
}

/** Deletes from `webRoot` what the image does not serve, with the script the Dockerfiles run (deploy/nginx/prune-dist.sh). */
function pruneWebRoot(webRoot: string): void {
  const run = spawnSync('sh', [join(NGINX_FILES, 'prune-dist.sh'), webRoot], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`prune-dist.sh failed: ${run.stderr}`);
}

/** One app served as its image serves it. */
export interface NginxAppOptions {
  /** Workspace folder whose `dist/` is served: a remote's (remotes.json). */
  app: string;
  /** Loopback port nginx listens on; a free one (retried if taken meanwhile) when left out. */
  port?: number;
  deployEnv: DeployEnv;
  /** Working folder (config, logs, `html/` web root); emptied and filled by `start()`, removed by `stop()`. */
  dir: string;
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/**
 * A built app served by Debian's nginx on 127.0.0.1 with the very files the images use: the web
 * root is the app's `dist/` pruned by the Dockerfiles' script, the entrypoint's
 * `15-worldatlas.envsh` computes the environment (and writes the shell's runtime-config.json),
 * envsubst fills the templates as the image's entrypoint does, and nginx runs the result in the
 * foreground.
 */
export class NginxApp {
  private process?: ChildProcess;
  private stderr = '';
  private boundPort?: number;
  readonly dir: string;
  /** The folder nginx serves (the app's `dist/`, as its image holds it). */
  readonly webRoot: string;

  constructor(private readonly options: NginxAppOptions) {
    this.dir = options.dir;
    this.webRoot = join(options.dir, 'html');
  }

  /** The port nginx listens on (known once `start()` has resolved, or given in the options). */
  get port(): number {
    const port = this.boundPort ?? this.options.port;
    if (port === undefined) throw new Error(`nginx for ${this.options.app} has no port yet: start() it first`);
    return port;
  }

  /** nginx's master process (it runs in the foreground), once `start()` has been called. */
  get pid(): number | undefined {
    return this.process?.pid;
  }

  /** `http://127.0.0.1:<port>`. */
  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /**
   * Prepares the working folder and starts nginx; resolves once nginx holds the port. Without a
   * port in the options it takes a free one, and another if a different process took that meanwhile.
   * @throws Error when nginx, envsubst or the app's `dist/` is missing, the entrypoint script
   * rejects the environment, or nginx exits first (e.g. "exited (1)" when another server holds the
   * given port: until nginx has bound, that server would answer in its place).
   */
  async start(): Promise<void> {
    if (!existsSync(NGINX)) throw new Error(`${NGINX} not found: apt-get install -y nginx (.ci/run does)`);
    if (this.options.port !== undefined) return this.startOn(this.options.port);
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.startOn(await freePort());
      } catch (error) {
        if (attempt === 3 || !/Address already in use/.test(String(error))) throw error;
      }
    }
  }

  private async startOn(port: number): Promise<void> {
    this.boundPort = port;
    this.stderr = '';
    this.prepare(port);
    const child = spawn(NGINX, ['-c', join(this.dir, 'nginx.conf'), '-p', this.dir, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'pipe'] });
    this.process = child;
    child.stderr?.setEncoding('utf8').on('data', (text: string) => {
      this.stderr += text;
    });
    const pidFile = join(this.dir, 'nginx.pid');
    await waitUntil(`nginx for ${this.url}`, () => {
      if (hasExited(child)) throw new Error(`nginx for ${this.url} exited (${child.exitCode ?? child.signalCode}): ${this.stderr.trim()}`);
      // nginx writes its pid file only once it has bound the port (it retries a taken one for ~2.5 s, then exits).
      return existsSync(pidFile) && readFileSync(pidFile, 'utf8').trim() === String(child.pid);
    });
  }

  /**
   * The URL path of a file nginx serves whose path (relative to the web root) matches `pattern`,
   * e.g. `/851.353df5ab.js`.
   * @throws Error when no served file matches: a check of "that kind of file" must not pass on a 404.
   */
  servedFile(pattern: RegExp): string {
    const file = readdirSync(this.webRoot, { recursive: true, encoding: 'utf8' }).find((name) => pattern.test(name));
    if (!file) throw new Error(`no file served for ${this.options.app} matches ${pattern}`);
    return `/${file}`;
  }

  /** Stops nginx gracefully and removes the working folder. */
  async stop(): Promise<void> {
    const child = this.process;
    if (child && !hasExited(child)) await new Promise((resolve) => child.once('exit', resolve).kill('SIGQUIT'));
    rmSync(this.dir, { recursive: true, force: true });
  }

  private prepare(port: number): void {
    const { app, deployEnv } = this.options;
    const dist = join(ROOT, app, 'dist');
    if (!existsSync(dist)) throw new Error(`${dist} not found: npm run build first`);
    rmSync(this.dir, { recursive: true, force: true });
    mkdirSync(this.dir, { recursive: true });
    chmodSync(this.dir, 0o755); // nginx's workers run as an unprivileged user
    cpSync(dist, this.webRoot, { recursive: true });
    pruneWebRoot(this.webRoot);
    const confDir = join(this.dir, 'conf.d');
    mkdirSync(confDir);
    const env = entrypointEnv({ ...deployEnv, PORT: String(port), WEB_ROOT: this.webRoot, NGINX_CONF_DIR: confDir });
    fillTemplates(env, confDir);
    // Loopback only here; the template's listen line takes the port alone (all interfaces in a container).
    const serverConf = join(confDir, 'default.conf');
    writeFileSync(serverConf, readFileSync(serverConf, 'utf8').replace(`listen ${port};`, `listen 127.0.0.1:${port};`));
    for (const temp of TEMP_PATHS) mkdirSync(join(this.dir, temp));
    // The image's /etc/nginx/nginx.conf, reduced to what a foreground nginx under this folder needs.
    writeFileSync(
      join(this.dir, 'nginx.conf'),
      [
        `pid ${this.dir}/nginx.pid;`,
        `error_log ${this.dir}/error.log;`,
        'events {}',
        'http {',
        '  include /etc/nginx/mime.types;',
        '  default_type application/octet-stream;',
        '  access_log off;',
        ...TEMP_PATHS.map((temp) => `  ${temp}_temp_path ${this.dir}/${temp};`),
        `  include ${confDir}/*.conf;`,
        '}',
      ].join('\n'),
    );
  }
}
