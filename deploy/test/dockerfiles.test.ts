import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../src/nginx-app';
import { REMOTES as REGISTRY } from '../../scripts/remotes';

// No Docker engine runs here: these checks hold the Dockerfiles to what the nginx tests serve.
/** The Node version CI tests on (.ci/run installs it): the images build and run on the same one. */
const CI_NODE_VERSION = /^NODE_VERSION=(\d+\.\d+\.\d+)$/m.exec(readFileSync(join(ROOT, '.ci', 'run'), 'utf8'))?.[1];
/** An image digest after the tag, which pins the bytes too (deploy/README.md, "Base images"). */
const DIGEST = '(@sha256:[0-9a-f]{64})?';
/** Node at an exact release (`node:24.21.0-trixie-slim`), never a tag that moves (`node:24-…`, `lts`). */
const NODE = new RegExp(`^FROM node:(\\d+\\.\\d+\\.\\d+)-trixie-slim${DIGEST}( AS \\w+)?$`);
/** nginx at an exact release on an exact Alpine (`1.30.5-alpine3.24`); stable branches have an even minor version. */
const NGINX = new RegExp(`^FROM nginxinc/nginx-unprivileged:1\\.\\d*[02468]\\.\\d+-alpine\\d+\\.\\d+${DIGEST}$`);
const dockerfile = (app: string) => readFileSync(join(ROOT, app, 'Dockerfile'), 'utf8');
/** Each instruction as one line (continuations joined), comments left out. */
const instructions = (app: string) =>
  dockerfile(app)
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'));

/** The workspace folders a workspace depends on (dependencies and devDependencies, then theirs), e.g. `packages/contracts`. */
function workspaceClosure(folder: string, seen = new Set<string>()): Set<string> {
  const manifest = JSON.parse(readFileSync(join(ROOT, folder, 'package.json'), 'utf8')) as { dependencies?: object; devDependencies?: object };
  for (const name of Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })) {
    const dependency = name.startsWith('@worldatlas/') ? `packages/${name.slice('@worldatlas/'.length)}` : undefined;
    if (dependency && !seen.has(dependency)) workspaceClosure(dependency, seen.add(dependency));
  }
  return seen;
}

/**
 * The workspace manifests a stage copies before its `npm ci`, as folders (`packages/contracts`),
 * those of the stage it starts from (`FROM manifests AS build`) included.
 */
function manifestsBefore(lines: string[], install: number): string[] {
  const from = lines.slice(0, install).findLastIndex((line) => line.startsWith('FROM '));
  const copied = lines.slice(from, install).flatMap((line) => /^COPY ([\w/-]+)\/package\.json \1\/$/.exec(line)?.[1] ?? []);
  // A stage of this file, not an image (`FROM node:24.21.0-trixie-slim` has a colon).
  const parent = /^FROM (\w+) AS \w+$/.exec(lines[from] ?? '')?.[1];
  if (!parent) return copied;
  const parentStart = lines.findIndex((line) => line.endsWith(` AS ${parent}`));
  const parentEnd = lines.findIndex((line, index) => index > parentStart && line.startsWith('FROM '));
  return [...manifestsBefore(lines, parentEnd), ...copied];
}

it('the Node version CI runs is known, and the image patterns take a digest but no moving tag', () => {
  expect(CI_NODE_VERSION).toMatch(/^24\.\d+\.\d+$/);
  expect(`FROM node:24.21.0-trixie-slim@sha256:${'0'.repeat(64)} AS build`).toMatch(NODE);
  expect(`FROM nginxinc/nginx-unprivileged:1.30.5-alpine3.24@sha256:${'a'.repeat(64)}`).toMatch(NGINX);
  for (const moving of ['FROM node:24-trixie-slim AS build', 'FROM node:lts-trixie-slim']) expect(moving).not.toMatch(NODE);
  for (const moving of ['FROM nginxinc/nginx-unprivileged:1.30-alpine', 'FROM nginxinc/nginx-unprivileged:1.30.5-alpine', 'FROM nginxinc/nginx-unprivileged:1.29.5-alpine3.24']) expect(moving).not.toMatch(NGINX);
});

describe.each(REGISTRY.map(({ folder }) => folder))('%s/Dockerfile', (app) => {
  const lines = instructions(app);

  it("builds on CI's exact Node release and serves with an exact stable release of the unprivileged nginx on Alpine", () => {
    const [build, serve, ...more] = lines.filter((line) => line.startsWith('FROM '));
    expect(NODE.exec(build ?? '')?.[1]).toBe(CI_NODE_VERSION);
    // busybox wget (the health check) comes with Alpine. The unprivileged image runs as uid 101 and
    // cannot bind port 80: it listens on 8080.
    expect(serve).toMatch(NGINX);
    // Every remote's image serves with the same nginx, which the nginx tests stand in for.
    expect(serve).toBe(instructions(REGISTRY[0]?.folder ?? '').find((line) => NGINX.test(line)));
    expect(more).toEqual([]);
    expect(lines.slice(lines.indexOf(serve ?? '')).filter((line) => line.startsWith('USER '))).toEqual([]);
  });

  it('listens on 8080 and stops with SIGQUIT, on which nginx finishes the requests in flight', () => {
    expect(lines).toEqual(expect.arrayContaining(['EXPOSE 8080', 'STOPSIGNAL SIGQUIT']));
  });

  it('installs exactly the lock file (npm ci) from the manifests alone, before the sources are copied, for this app only', () => {
    const install = lines.findIndex((line) => line.startsWith('RUN npm '));
    expect(lines[install]).toBe(`RUN npm ci --no-audit --no-fund --workspace ${app} --include-workspace-root`);
    expect(lines.slice(0, install).filter((line) => line.startsWith('COPY ')).every((line) => /package(-lock)?\.json|\.npmrc/.test(line))).toBe(true);
    expect(lines.findIndex((line) => line === `COPY ${app}/ ${app}/`)).toBeGreaterThan(install);
    // The manifest of every workspace the app depends on, and no other, so the install links them all.
    expect(manifestsBefore(lines, install).sort()).toEqual([...workspaceClosure(app), app].sort());
  });

  it('keeps what the nginx tests serve: dist/ pruned, the templates and the entrypoint script', () => {
    expect(lines).toContain(`RUN npm run build -w @worldatlas/contracts && npm run build -w ${app} && sh deploy/nginx/prune-dist.sh ${app}/dist`);
    expect(lines).toEqual(
      expect.arrayContaining([
        'ENV PORT=8080',
        'COPY deploy/nginx/templates/ /etc/nginx/templates/',
        'COPY --chmod=755 deploy/nginx/15-worldatlas.envsh /docker-entrypoint.d/15-worldatlas.envsh',
        `COPY --from=build /src/${app}/dist /usr/share/nginx/html`,
      ]),
    );
  });

  it('declares no HEALTHCHECK: docker-compose.yml holds the check', () => {
    expect(lines.filter((line) => line.startsWith('HEALTHCHECK'))).toEqual([]);
  });
});

/** The instructions of the last stage: the image that runs. */
const runtimeOf = (lines: string[]) => lines.slice(lines.indexOf(lines.filter((line) => line.startsWith('FROM ')).at(-1) ?? ''));

describe('shell/Dockerfile', () => {
  const lines = instructions('shell');
  const runtime = runtimeOf(lines);

  it("builds and runs on CI's exact Node release, slim, installing exactly the lock file for the shell only", () => {
    // Stages from the base image, and stages from the one that holds the manifests.
    for (const stage of lines.filter((line) => line.startsWith('FROM ') && !line.startsWith('FROM manifests '))) expect(NODE.exec(stage)?.[1]).toBe(CI_NODE_VERSION);
    expect(lines.filter((line) => line.startsWith('FROM manifests '))).toEqual(['FROM manifests AS build', 'FROM manifests AS deps']);
    expect(lines.filter((line) => line.startsWith('RUN npm ') && !line.startsWith('RUN npm run '))).toEqual([
      'RUN npm ci --no-audit --no-fund --workspace shell --include-workspace-root',
      'RUN npm ci --omit=dev --no-audit --no-fund --workspace shell',
    ]);
    for (const install of lines.flatMap((line, index) => (line.startsWith('RUN npm ci') ? [index] : []))) {
      expect(manifestsBefore(lines, install).sort()).toEqual([...workspaceClosure('shell'), 'shell'].sort());
    }
  });

  it('builds the browser and server builds and leaves source maps and build statistics out', () => {
    expect(lines).toContain('RUN npm run build -w @worldatlas/contracts -w @worldatlas/service-kit && npm run build -w shell && sh deploy/nginx/prune-dist.sh shell/dist');
  });

  it('runs the render server as `node` on 0.0.0.0:8080 from the production dependencies, the build and the code it loads, nothing else', () => {
    expect(runtime.filter((line) => line.startsWith('COPY '))).toEqual([
      'COPY --from=deps /src ./',
      'COPY --from=build /src/packages/contracts/dist packages/contracts/dist',
      'COPY --from=build /src/packages/service-kit/dist packages/service-kit/dist',
      'COPY --from=build /src/packages/static-server/src packages/static-server/src',
      'COPY --from=build /src/shell/dist shell/dist',
      'COPY --from=build /src/shell/render-server shell/render-server',
    ]);
    expect(runtime).toEqual(expect.arrayContaining(['USER node', 'EXPOSE 8080']));
    expect(runtime.find((line) => line.startsWith('ENV '))).toMatch(/^ENV NODE_ENV=production HOST=0\.0\.0\.0 PORT=8080 TSX_DISABLE_CACHE=1 /);
    // The same start as `npm start -w shell` (tsx on render-server/server.ts), in one process.
    expect(runtime.at(-1)).toBe('CMD ["node", "--import", "tsx", "shell/render-server/server.ts"]');
    expect(JSON.parse(readFileSync(join(ROOT, 'shell', 'package.json'), 'utf8')).scripts.start).toBe('tsx render-server/server.ts');
  });

  it("bounds V8's heap well under the pod's memory limit, where the machine's memory would size it", () => {
    const heapMb = Number(/--max-old-space-size=(\d+)/.exec(runtime.find((line) => line.startsWith('ENV ')) ?? '')?.[1]);
    const podLimitMb = Number(/limits: \{[^}]*memory: (\d+)Mi/.exec(readFileSync(join(ROOT, 'deploy', 'k8s', 'base', 'shell.yaml'), 'utf8'))?.[1]);
    expect(heapMb).toBeGreaterThanOrEqual(128);
    expect(heapMb).toBeLessThanOrEqual(podLimitMb / 2);
  });

  it('stops on SIGTERM, on which the server drains, and checks its health with Node on /healthz', () => {
    expect(runtime).toContain('STOPSIGNAL SIGTERM');
    const check = runtime.filter((line) => line.startsWith('HEALTHCHECK '));
    expect(check).toHaveLength(1);
    expect(check[0]).toMatch(/CMD \["node", "-e", "fetch\('http:\/\/127\.0\.0\.1:'\+\(process\.env\.PORT\|\|8080\)\+'\/healthz'\)/);
  });
});

describe('countries-api/Dockerfile', () => {
  const lines = instructions('countries-api');

  it("runs on CI's exact Node release, slim, as an unprivileged user, with the production dependencies folder whole", () => {
    const stages = lines.filter((line) => line.startsWith('FROM '));
    for (const stage of stages) expect(NODE.exec(stage)?.[1]).toBe(CI_NODE_VERSION);
    expect(lines.filter((line) => line.startsWith('RUN npm ') && !line.startsWith('RUN npm run '))).toEqual([
      'RUN npm ci --no-audit --no-fund --workspace countries-api --include-workspace-root',
      'RUN npm ci --omit=dev --no-audit --no-fund --workspace countries-api',
    ]);
    for (const install of lines.flatMap((line, index) => (line.startsWith('RUN npm ci') ? [index] : []))) {
      expect(manifestsBefore(lines, install).sort()).toEqual([...workspaceClosure('countries-api'), 'countries-api'].sort());
    }
    const runtime = lines.slice(lines.indexOf(stages.at(-1) ?? ''));
    // Only the deps folder, the built output (with its generated data) and nothing from the build's sources.
    expect(runtime.filter((line) => line.startsWith('COPY '))).toEqual([
      'COPY --from=deps /app ./',
      'COPY --from=build /src/packages/contracts/dist packages/contracts/dist',
      'COPY --from=build /src/packages/service-kit/dist packages/service-kit/dist',
      'COPY --from=build /src/countries-api/dist countries-api/dist',
    ]);
    expect(runtime).toContain('USER node');
    expect(lines.filter((line) => line.startsWith('HEALTHCHECK'))).toEqual([]);
  });

  it("bounds V8's heap well under the pod's memory limit, where the machine's memory would size it", () => {
    const heapMb = Number(/--max-old-space-size=(\d+)/.exec(lines.find((line) => line.startsWith('ENV ')) ?? '')?.[1]);
    const podLimitMb = Number(/limits: \{[^}]*memory: (\d+)Mi/.exec(readFileSync(join(ROOT, 'deploy', 'k8s', 'base', 'countries-api.yaml'), 'utf8'))?.[1]);
    expect(heapMb).toBeGreaterThanOrEqual(64);
    expect(heapMb).toBeLessThanOrEqual(podLimitMb / 2);
  });
});

describe('contact-api/Dockerfile', () => {
  const lines = instructions('contact-api');
  const runtime = runtimeOf(lines);

  it("runs on CI's exact Node release, slim, as an unprivileged user, with the production dependencies folder whole", () => {
    const stages = lines.filter((line) => line.startsWith('FROM '));
    for (const stage of stages) expect(NODE.exec(stage)?.[1]).toBe(CI_NODE_VERSION);
    expect(lines.filter((line) => line.startsWith('RUN npm ') && !line.startsWith('RUN npm run '))).toEqual([
      'RUN npm ci --no-audit --no-fund --workspace contact-api --include-workspace-root',
      'RUN npm ci --omit=dev --no-audit --no-fund --workspace contact-api',
    ]);
    for (const install of lines.flatMap((line, index) => (line.startsWith('RUN npm ci') ? [index] : []))) {
      expect(manifestsBefore(lines, install).sort()).toEqual([...workspaceClosure('contact-api'), 'contact-api'].sort());
    }
    expect(runtime.filter((line) => line.startsWith('COPY '))).toEqual([
      'COPY --from=deps /app ./',
      'COPY --from=build /src/packages/contracts/dist packages/contracts/dist',
      'COPY --from=build /src/packages/service-kit/dist packages/service-kit/dist',
      'COPY --from=build /src/contact-api/dist contact-api/dist',
    ]);
    expect(runtime).toContain('USER node');
    expect(runtime.at(-1)).toBe('CMD ["node", "contact-api/dist/server.js"]');
    expect(lines.filter((line) => line.startsWith('HEALTHCHECK'))).toEqual([]);
  });

  it('gives the node user its data folder, a volume, and the service DATA_DIR there, on its port', () => {
    expect(runtime).toEqual(expect.arrayContaining(['RUN mkdir /data && chown node:node /data', 'VOLUME /data', 'EXPOSE 4100']));
    expect(runtime.indexOf('RUN mkdir /data && chown node:node /data')).toBeLessThan(runtime.indexOf('USER node'));
    expect(runtime.find((line) => line.startsWith('ENV '))).toMatch(/NODE_ENV=production .*PORT=4100 DATA_DIR=\/data/);
  });

  it("bounds V8's heap well under the pod's memory limit", () => {
    const heapMb = Number(/--max-old-space-size=(\d+)/.exec(runtime.find((line) => line.startsWith('ENV ')) ?? '')?.[1]);
    const podLimitMb = Number(/limits: \{[^}]*memory: (\d+)Mi/.exec(readFileSync(join(ROOT, 'deploy', 'k8s', 'base', 'contact-api.yaml'), 'utf8'))?.[1]);
    expect(heapMb).toBeGreaterThanOrEqual(64);
    expect(heapMb).toBeLessThanOrEqual(podLimitMb / 2);
  });
});
