import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { readRemotes } from '../../scripts/remotes';
import { generatedFiles, outdatedFiles } from '../src/generate';
import { kustomize } from '../src/kustomize';
import { ROOT } from '../src/nginx-app';

// The deploy files that list the remotes are made from remotes.json and deploy/templates/.

describe('the deploy files made from the registry (npm run generate -w deploy)', () => {
  const files = generatedFiles();

  it.each(files.map(({ path }) => path))('%s on disk is what the registry and its template make, and says it is generated', (path) => {
    const onDisk = readFileSync(join(ROOT, path), 'utf8');
    expect(onDisk).toBe(files.find((file) => file.path === path)?.text);
    expect(onDisk.split('\n')[0]).toMatch(/^# Generated from remotes\.json and deploy\/templates\/.* by `npm run generate -w deploy`: edit those, not this file\.$/);
  });

  it('finds a generated file that was edited by hand', () => {
    const root = mkdtempSync(join(tmpdir(), 'worldatlas-generated-'));
    try {
      for (const { path } of files) cpSync(join(ROOT, path), join(root, path));
      expect(outdatedFiles(root)).toEqual([]);
      writeFileSync(join(root, 'docker-compose.yml'), `${readFileSync(join(root, 'docker-compose.yml'), 'utf8')}# an edit\n`);
      expect(outdatedFiles(root)).toEqual(['docker-compose.yml']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('a remote added to the registry', () => {
  // The registry plus one more remote, as README's "Add a remote" adds one.
  const dir = mkdtempSync(join(tmpdir(), 'worldatlas-registry-'));
  const registry = JSON.parse(readFileSync(join(ROOT, 'remotes.json'), 'utf8')) as { remotes: object[] };
  writeFileSync(join(dir, 'remotes.json'), JSON.stringify({ remotes: [...registry.remotes, { name: 'rankings', folder: 'mf-rankings', port: 3099 }] }));
  const remotes = readRemotes(join(dir, 'remotes.json'));
  const files = new Map(generatedFiles(remotes).map(({ path, text }) => [path, text]));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('gets its compose service on its port, and the web apps its manifest URL and the shell its internal URL', () => {
    const compose = parse(files.get('docker-compose.yml') ?? '', { merge: true }) as { services: Record<string, { ports?: string[]; environment?: Record<string, string>; healthcheck?: { test: string[] } }> };
    expect(compose.services['mf-rankings']?.ports).toEqual(['${WORLDATLAS_BIND:-127.0.0.1}:3099:8080']);
    expect(compose.services['mf-rankings']?.healthcheck?.test).toEqual(compose.services['mf-facts']?.healthcheck?.test);
    expect(compose.services.shell?.environment).toMatchObject({
      RANKINGS_MANIFEST_URL: '${RANKINGS_MANIFEST_URL:-http://localhost:3099/mf-manifest.json}',
      RANKINGS_INTERNAL_URL: 'http://mf-rankings:8080',
    });
    expect(compose.services['mf-facts']?.environment?.RANKINGS_MANIFEST_URL).toBe('${RANKINGS_MANIFEST_URL:-http://localhost:3099/mf-manifest.json}');
  });

  it('gets its Deployment, Service, Ingress path and configuration in the local overlay, and the network policies take it as a remote', () => {
    const k8s = join(dir, 'k8s');
    cpSync(join(ROOT, 'deploy', 'k8s'), k8s, { recursive: true });
    for (const [path, text] of files) if (path.startsWith('deploy/k8s/')) writeFileSync(join(k8s, path.slice('deploy/k8s/'.length)), text);
    const objects = kustomize(join(k8s, 'overlays', 'local'));
    const named = (kind: string, name: string) => objects.find((object) => object.kind === kind && object.metadata.name === name) as { spec?: unknown; data?: Record<string, string> } | undefined;
    expect(named('Deployment', 'mf-rankings')).toMatchObject({ spec: { template: { metadata: { labels: { 'app.kubernetes.io/component': 'remote' } }, spec: { containers: [{ image: 'worldatlas/mf-rankings:local' }] } } } });
    expect(named('Service', 'mf-rankings')).toBeDefined();
    expect(JSON.stringify(named('Ingress', 'worldatlas-prefixed')?.spec)).toContain('{"path":"/remotes/rankings(/|$)(.*)","pathType":"ImplementationSpecific","backend":{"service":{"name":"mf-rankings","port":{"name":"http"}}}}');
    expect(named('ConfigMap', 'worldatlas-config')?.data?.RANKINGS_MANIFEST_URL).toBe('https://worldatlas.localhost/remotes/rankings/mf-manifest.json');
    expect(named('ConfigMap', 'shell-config')?.data?.RANKINGS_INTERNAL_URL).toBe('http://mf-rankings');
  });
});
