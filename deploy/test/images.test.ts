import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, globSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type ImageReference, imageReferences, parseImageReference } from '../src/image-references';
import { containersOf, kustomize } from '../src/kustomize';
import { ROOT } from '../src/nginx-app';

// No registry is reachable here: digests cannot be looked up, so a digest is allowed but not
// required; every tag must name one release (deploy/README.md, "Base images").

/** Each base image's tags that name one release; anything shorter moves to the next release. */
const RELEASE_TAGS: Record<string, RegExp> = {
  node: /^\d+\.\d+\.\d+-trixie-slim$/,
  'nginxinc/nginx-unprivileged': /^\d+\.\d+\.\d+-alpine\d+\.\d+$/,
  // PostgreSQL's releases are major.minor (17.11).
  postgres: /^\d+\.\d+-trixie$/,
};
/** The release of the site itself: the tag the base manifests give its own images. */
const VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
const OWN = /^worldatlas\//;

/** Why `image` may move under the same reference, or null when it names one release (and, with a digest, its bytes). */
function floating(image: ImageReference): string | null {
  if (image.digest !== '' && !/^sha256:[0-9a-f]{64}$/.test(image.digest)) return 'a malformed digest';
  if (OWN.test(image.name)) return image.tag === VERSION ? null : `not the release's tag ${VERSION}`;
  const rule = RELEASE_TAGS[image.name];
  if (!rule) return 'an image with no release rule here';
  return rule.test(image.tag) ? null : 'a tag that moves';
}

const references = imageReferences(ROOT);
const sample = (reference: string) => parseImageReference('example', reference);

it("finds every Dockerfile's base images, compose's database and every Kubernetes container", () => {
  const files = new Set(references.map((image) => image.file));
  for (const file of globSync('*/Dockerfile', { cwd: ROOT })) expect(files).toContain(file);
  expect(files).toContain('docker-compose.yml');
  expect(files).toContain('deploy/k8s/contact-postgres/postgres.yaml');
  const deployments = kustomize(join(ROOT, 'deploy', 'k8s', 'base')).flatMap(containersOf);
  expect(references.filter((image) => image.file.startsWith('deploy/k8s/base/'))).toHaveLength(deployments.length);
});

it('tells a release from a tag that moves', () => {
  for (const pinned of ['node:24.21.0-trixie-slim', `postgres:17.11-trixie@sha256:${'0'.repeat(64)}`, 'nginxinc/nginx-unprivileged:1.30.5-alpine3.24', `worldatlas/shell:${VERSION}`]) expect([pinned, floating(sample(pinned))]).toEqual([pinned, null]);
  for (const moving of ['postgres:17-trixie', 'postgres:17', 'postgres:latest', 'node:24-trixie-slim', 'node:lts-trixie-slim', 'nginxinc/nginx-unprivileged:1.30-alpine', 'worldatlas/shell', 'worldatlas/shell:latest', 'redis:7.4.2', 'postgres:17.11-trixie@sha256:abc']) {
    expect([moving, floating(sample(moving))]).toEqual([moving, expect.any(String)]);
  }
});

/** Each reference once per file (a Dockerfile names its base image in several stages). */
const distinct = [...new Map(references.map((image) => [`${image.file} ${image.reference}`, image])).values()];

it.each(distinct.map((image) => [image.reference, image.file, image]))('%s (%s) names one release', (_reference, _file, image) => {
  expect(floating(image)).toBeNull();
});

it("gives the site's own images a tag in every overlay, as the base manifests' is the release's", () => {
  for (const overlay of globSync('deploy/k8s/overlays/*/', { cwd: ROOT })) {
    for (const container of kustomize(join(ROOT, overlay)).flatMap(containersOf)) expect([overlay, container.image]).toEqual([overlay, expect.stringMatching(/^worldatlas\/[\w-]+:(?!latest$)[\w.-]+$/)]);
  }
});

describe('pin-digests (the registry answered by a stand-in docker: none is reachable here)', () => {
  const root = mkdtempSync(join(tmpdir(), 'worldatlas-pin-'));
  const bin = join(root, '.bin');
  /** A `docker` that answers `buildx imagetools inspect <tag>` as Docker prints it, with a digest made from `seed` and the tag; `fail` makes it exit 1. */
  const standInDocker = (seed: string, fail = false) => {
    writeFileSync(
      join(bin, 'docker'),
      fail
        ? '#!/bin/sh\necho "ERROR: failed to do request: dial tcp: lookup registry-1.docker.io: no such host" >&2\nexit 1\n'
        : `#!/bin/sh\nhash=$(printf '%s %s' '${seed}' "$4" | sha256sum | cut -d' ' -f1)\nprintf 'Name:      docker.io/library/%s\\nMediaType: application/vnd.oci.image.index.v1+json\\nDigest:    sha256:%s\\n\\nManifests:\\n  Name:      x@sha256:%s\\n' "$4" "$hash" "$(printf x | sha256sum | cut -d' ' -f1)"\n`,
    );
    chmodSync(join(bin, 'docker'), 0o755);
  };
  const run = () => spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'deploy', 'src', 'pin-digests.ts'), root], { env: { ...process.env, PATH: `${bin}:${process.env.PATH}` }, encoding: 'utf8' });
  const digestFor = (seed: string, tagged: string) => `sha256:${spawnSync('sh', ['-c', `printf '%s %s' '${seed}' '${tagged}' | sha256sum | cut -d' ' -f1`], { encoding: 'utf8' }).stdout.trim()}`;

  beforeAll(() => {
    mkdirSync(bin);
    for (const file of new Set(references.map((image) => image.file))) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      cpSync(join(ROOT, file), join(root, file));
    }
    cpSync(join(ROOT, 'deploy', 'templates'), join(root, 'deploy', 'templates'), { recursive: true });
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("writes each base image's digest after its tag, replaces it on the next run, and leaves the site's own images alone", () => {
    for (const seed of ['first', 'second']) {
      standInDocker(seed);
      const result = run();
      expect([result.status, result.stderr]).toEqual([0, '']);
      for (const image of imageReferences(root)) {
        const tagged = `${image.name}:${image.tag}`;
        expect([image.file, tagged, image.digest]).toEqual([image.file, tagged, OWN.test(image.name) ? '' : digestFor(seed, tagged)]);
      }
    }
    // A generated file's template carries the same pins, so generating it again keeps them.
    const composeTemplate = readFileSync(join(root, 'deploy', 'templates', 'docker-compose.yml'), 'utf8');
    const pulled = imageReferences(root).filter((image) => image.file === 'docker-compose.yml' && !OWN.test(image.name));
    expect(pulled.length).toBeGreaterThan(0);
    for (const image of pulled) expect(composeTemplate).toContain(`${image.name}:${image.tag}@${image.digest}`);
    // Only the references changed: each file is the original with digests added.
    for (const image of references) expect(readFileSync(join(root, image.file), 'utf8').replace(/@sha256:[0-9a-f]{64}/g, '')).toBe(readFileSync(join(ROOT, image.file), 'utf8'));
  });

  it('stops with Docker\'s message and writes nothing when a tag cannot be looked up', () => {
    const before = references.map((image) => readFileSync(join(root, image.file), 'utf8'));
    standInDocker('third', true);
    const result = run();
    expect([result.status, result.stderr]).toEqual([1, expect.stringContaining('no such host')]);
    expect(references.map((image) => readFileSync(join(root, image.file), 'utf8'))).toEqual(before);
  });
});
