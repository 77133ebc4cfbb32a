import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../src/nginx-app';

// No Docker engine runs here: these checks hold the Dockerfiles to what the nginx tests serve.
const NODE = /^FROM node:(2[2-9]|[3-9]\d)[\w.-]*-slim( AS \w+)?$/;
const dockerfile = (app: string) => readFileSync(join(ROOT, app, 'Dockerfile'), 'utf8');
/** Each instruction as one line (continuations joined), comments left out. */
const instructions = (app: string) =>
  dockerfile(app)
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'));

describe.each([
  ['shell', 'shell'],
  ['mf-facts', 'remote'],
  ['mf-countries', 'remote'],
  ['mf-contact', 'remote'],
])('%s/Dockerfile', (app, role) => {
  const lines = instructions(app);

  it('builds on Node 22 or later (what the dependencies require) and serves with a stable, unprivileged nginx on Alpine', () => {
    const [build, serve, ...more] = lines.filter((line) => line.startsWith('FROM '));
    expect(build).toMatch(NODE);
    // nginx's stable branches have an even minor version; busybox wget (the health check) comes with
    // Alpine. The unprivileged image runs as uid 101 and cannot bind port 80: it listens on 8080.
    expect(serve).toMatch(/^FROM nginxinc\/nginx-unprivileged:1\.\d*[02468]-alpine$/);
    expect(more).toEqual([]);
    expect(lines.slice(lines.indexOf(serve ?? '')).filter((line) => line.startsWith('USER '))).toEqual([]);
  });

  it('listens on 8080 and stops with SIGQUIT, on which nginx finishes the requests in flight', () => {
    expect(lines).toEqual(expect.arrayContaining(['EXPOSE 8080', 'STOPSIGNAL SIGQUIT']));
  });

  it('installs from the manifests alone, before the sources are copied, for this app only', () => {
    const install = lines.findIndex((line) => line.startsWith('RUN npm install'));
    expect(lines[install]).toContain(`--workspace ${app} --include-workspace-root`);
    expect(lines.slice(0, install).filter((line) => line.startsWith('COPY ')).every((line) => /package(-lock)?\.json|\.npmrc/.test(line))).toBe(true);
    expect(lines.findIndex((line) => line === `COPY ${app}/ ${app}/`)).toBeGreaterThan(install);
  });

  it(`keeps what the nginx tests serve: dist/ pruned as a ${role}, the templates and the entrypoint script`, () => {
    expect(lines).toContain(`RUN npm run build -w @worldatlas/contracts && npm run build -w ${app} && sh deploy/nginx/prune-dist.sh ${role} ${app}/dist`);
    expect(lines).toEqual(
      expect.arrayContaining([
        `ENV APP_ROLE=${role} PORT=8080`,
        'COPY deploy/nginx/templates/ /etc/nginx/templates/',
        'COPY --chmod=755 deploy/nginx/15-worldatlas.envsh /docker-entrypoint.d/15-worldatlas.envsh',
        `COPY --from=build /src/${app}/dist /usr/share/nginx/html`,
      ]),
    );
  });

  it('declares no HEALTHCHECK: docker-compose.yml holds the one check', () => {
    expect(lines.filter((line) => line.startsWith('HEALTHCHECK'))).toEqual([]);
  });
});

describe('countries-api/Dockerfile', () => {
  const lines = instructions('countries-api');

  it('runs on a slim Node image as an unprivileged user, with the production dependencies folder whole', () => {
    const stages = lines.filter((line) => line.startsWith('FROM '));
    for (const stage of stages) expect(stage).toMatch(NODE);
    expect(lines).toContain('RUN npm install --omit=dev --no-audit --no-fund --workspace countries-api');
    const runtime = lines.slice(lines.indexOf(stages.at(-1) ?? ''));
    // Only the deps folder, the built output (with its generated data) and nothing from the build's sources.
    expect(runtime.filter((line) => line.startsWith('COPY '))).toEqual([
      'COPY --from=deps /app ./',
      'COPY --from=build /src/packages/contracts/dist packages/contracts/dist',
      'COPY --from=build /src/countries-api/dist countries-api/dist',
    ]);
    expect(runtime).toContain('USER node');
    expect(lines.filter((line) => line.startsWith('HEALTHCHECK'))).toEqual([]);
  });
});
