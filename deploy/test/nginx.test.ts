import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Serves built apps with Debian's nginx on loopback using the very files the images use: the
 * entrypoint's 15-worldatlas.envsh computes the environment, the templates are filled the way the
 * nginx image fills them (only variables set in the environment), and nginx runs the result.
 */
const ROOT = join(__dirname, '..', '..');
const NGINX = '/usr/sbin/nginx';
const DEPLOY_ENV = {
  SHELL_URL: 'https://www.worldatlas.test',
  FACTS_MANIFEST_URL: 'https://cdn.worldatlas.test/facts/mf-manifest.json',
  COUNTRIES_MANIFEST_URL: 'https://countries.worldatlas.test/mf-manifest.json',
  CONTACT_MANIFEST_URL: 'https://contact.worldatlas.test/mf-manifest.json',
  API_URL: 'https://api.worldatlas.test',
};

/** The environment after sourcing the entrypoint script, as the image's entrypoint does. */
function entrypointEnv(env: Record<string, string>): Record<string, string> {
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

/** Fills `${VAR}` for variables set in `env`, leaving nginx's own `$var` and unknown names as they are. */
function fillTemplate(text: string, env: Record<string, string>): string {
  return text.replace(/\$\{(\w+)\}/g, (whole, name: string) => env[name] ?? whole);
}

class NginxApp {
  private process?: ChildProcess;
  readonly dir = mkdtempSync(join(tmpdir(), 'worldatlas-nginx-'));
  readonly env: Record<string, string>;
  readonly url: string;

  constructor(app: string, role: 'shell' | 'remote', port: number) {
    chmodSync(this.dir, 0o755); // nginx's workers run as an unprivileged user
    const webRoot = join(this.dir, 'html');
    cpSync(join(ROOT, app, 'dist'), webRoot, { recursive: true });
    const confDir = join(this.dir, 'conf.d');
    mkdirSync(confDir);
    this.env = entrypointEnv({ ...DEPLOY_ENV, APP_ROLE: role, PORT: String(port), WEB_ROOT: webRoot, NGINX_CONF_DIR: confDir });
    const templates = join(ROOT, 'deploy', 'nginx', 'templates');
    for (const file of readdirSync(templates)) {
      writeFileSync(join(confDir, file.replace(/\.template$/, '')), fillTemplate(readFileSync(join(templates, file), 'utf8'), this.env));
    }
    for (const temp of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(this.dir, temp));
    writeFileSync(
      join(this.dir, 'nginx.conf'),
      [
        `pid ${this.dir}/nginx.pid;`,
        `error_log ${this.dir}/error.log;`,
        'events {}',
        'http {',
        '  include /etc/nginx/mime.types;',
        '  default_type application/octet-stream;',
        `  access_log off;`,
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((temp) => `  ${temp}_temp_path ${this.dir}/${temp};`),
        `  include ${confDir}/*.conf;`,
        '}',
      ].join('\n'),
    );
    // The test listens on loopback only; the template's listen line takes the port alone.
    writeFileSync(join(confDir, 'default.conf'), readFileSync(join(confDir, 'default.conf'), 'utf8').replace(`listen ${port};`, `listen 127.0.0.1:${port};`));
    this.url = `http://127.0.0.1:${port}`;
  }

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

  async stop(): Promise<void> {
    const child = this.process;
    if (child && child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve).kill('SIGQUIT'));
    rmSync(this.dir, { recursive: true, force: true });
  }
}

const hashedChunk = (app: string) => readdirSync(join(ROOT, app, 'dist')).find((file) => /^\d+\.[0-9a-f]{8}\.js$/.test(file)) ?? '';

describe('nginx serving the shell', () => {
  const shell = new NginxApp('shell', 'shell', 4180);
  beforeAll(() => shell.start());
  afterAll(() => shell.stop());

  it('writes runtime-config.json from the environment and never caches it', async () => {
    const response = await fetch(`${shell.url}/runtime-config.json`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({
      remotes: { facts: DEPLOY_ENV.FACTS_MANIFEST_URL, countries: DEPLOY_ENV.COUNTRIES_MANIFEST_URL, contact: DEPLOY_ENV.CONTACT_MANIFEST_URL },
      apiBaseUrl: DEPLOY_ENV.API_URL,
    });
  });

  it('answers client-side routes with index.html, not cached', async () => {
    for (const path of ['/', '/country/S%C3%A3o%20Tom%C3%A9%20and%20Pr%C3%ADncipe', '/about']) {
      const response = await fetch(`${shell.url}${path}`);
      expect([path, response.status, response.headers.get('cache-control')]).toEqual([path, 200, 'no-cache']);
      expect(await response.text()).toContain('<title>WorldAtlas</title>');
    }
  });

  it('caches content-hashed chunks for a year and compresses them', async () => {
    const response = await fetch(`${shell.url}/${hashedChunk('shell')}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('sends a CSP that allows exactly the configured remote and API origins, and no eval', async () => {
    const csp = (await fetch(`${shell.url}/`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' https://cdn.worldatlas.test https://countries.worldatlas.test https://contact.worldatlas.test;");
    expect(csp).toContain("connect-src 'self' https://cdn.worldatlas.test https://countries.worldatlas.test https://contact.worldatlas.test https://api.worldatlas.test;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toContain('${');
  });

  it('sends nosniff and a referrer policy on every answer, 404s included', async () => {
    for (const path of ['/', '/runtime-config.json', `/${hashedChunk('shell')}`, '/missing.js']) {
      const response = await fetch(`${shell.url}${path}`);
      expect([path, response.headers.get('x-content-type-options')]).toEqual([path, 'nosniff']);
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('nginx serving a remote', () => {
  const facts = new NginxApp('mf-facts', 'remote', 4181);
  beforeAll(() => facts.start());
  afterAll(() => facts.stop());

  it('serves remoteEntry.js and the manifest uncached, with CORS for the shell origin', async () => {
    for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
      const response = await fetch(`${facts.url}/${file}`, { headers: { origin: DEPLOY_ENV.SHELL_URL } });
      expect([file, response.status, response.headers.get('cache-control')]).toEqual([file, 200, 'no-cache']);
      expect(response.headers.get('access-control-allow-origin')).toBe(DEPLOY_ENV.SHELL_URL);
    }
  });

  it('answers unknown paths with 404, not an HTML page', async () => {
    expect((await fetch(`${facts.url}/country/Nepal`)).status).toBe(404);
  });

  it('writes no runtime configuration', () => {
    expect(existsSync(join(facts.dir, 'html', 'runtime-config.json'))).toBe(false);
  });
});
