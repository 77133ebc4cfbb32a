import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
// contact-api's own reading of its environment: the manifests' values must be ones it accepts.
import { readConfig } from '../../contact-api/src/config';
import { validateManifest } from '../src/k8s-schema';
import { containersOf, kustomize, type Manifest } from '../src/kustomize';
import { allowsConnection, allowsIngress, type PodEndpoint } from '../src/network-policy';
import { ROOT } from '../src/nginx-app';

const K8S = join(ROOT, 'deploy', 'k8s');
const base = kustomize(join(K8S, 'base'));
const local = kustomize(join(K8S, 'overlays', 'local'));
/** An install with the small PostgreSQL beside the site, as an overlay would add it. */
const withPostgres = [...local, ...kustomize(join(K8S, 'contact-postgres')).map((object) => ({ ...object, metadata: { ...object.metadata, namespace: 'worldatlas' } }))];

type K8sObject = Manifest & { spec: Record<string, any>; data: Record<string, string> };
const find = (objects: Manifest[], kind: string, name: string) => {
  const object = objects.find((candidate) => candidate.kind === kind && candidate.metadata.name === name);
  if (!object) throw new Error(`no ${kind} ${name}`);
  return object as K8sObject;
};
const container = (objects: Manifest[], kind: string, name: string) => containersOf(find(objects, kind, name))[0] as Record<string, any>;
type EnvVar = { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string; optional?: boolean } } };
const envOf = (objects: Manifest[], kind: string, name: string) => Object.fromEntries((container(objects, kind, name).env as EnvVar[]).map((variable) => [variable.name, variable]));

/** A workload's pods as NetworkPolicies see them. */
function podOf(objects: Manifest[], kind: string, name: string): PodEndpoint {
  const workload = find(objects, kind, name);
  const ports = containersOf(workload).flatMap((spec) => (spec.ports ?? []) as Array<{ name: string; containerPort: number }>);
  return { namespace: workload.metadata.namespace ?? 'default', labels: workload.spec.template.metadata.labels, ports: Object.fromEntries(ports.map((port) => [port.name, port.containerPort])) };
}

describe('contact-api on Kubernetes', () => {
  const pod = find(base, 'Deployment', 'contact-api').spec.template.spec;
  const spec = container(base, 'Deployment', 'contact-api');

  it('runs one pod, replaced (Recreate) rather than rolled: its SQLite volume is mounted by one pod at a time', () => {
    const deployment = find(base, 'Deployment', 'contact-api');
    expect([deployment.spec.replicas, deployment.spec.strategy]).toEqual([1, { type: 'Recreate' }]);
    expect(find(base, 'PersistentVolumeClaim', 'contact-api-data').spec.accessModes).toEqual(['ReadWriteOnce']);
  });

  it('writes only its data volume (/data, the claim) and /tmp, as the image’s node user, the volume made writable for its group', () => {
    const mounts = Object.fromEntries((spec.volumeMounts as Array<{ name: string; mountPath: string }>).map((mount) => [mount.mountPath, pod.volumes.find((volume: { name: string }) => volume.name === mount.name)]));
    expect(Object.keys(mounts).sort()).toEqual(['/data', '/tmp']);
    expect(mounts['/data']?.persistentVolumeClaim).toEqual({ claimName: 'contact-api-data' });
    expect(mounts['/tmp']?.emptyDir).toBeDefined();
    expect(pod.securityContext).toMatchObject({ runAsUser: 1000, runAsGroup: 1000, fsGroup: 1000 });
    expect(envOf(base, 'Deployment', 'contact-api').DATA_DIR?.value).toBe('/data');
    expect(readFileSync(join(ROOT, 'contact-api', 'Dockerfile'), 'utf8')).toMatch(/^ENV .*DATA_DIR=\/data/m);
  });

  it('drains within the grace period: preStop pause plus SHUTDOWN_TIMEOUT_MS', () => {
    expect(spec.lifecycle.preStop.exec.command).toEqual(['sleep', '5']);
    const shutdownMs = Number(find(base, 'ConfigMap', 'contact-api-config').data.SHUTDOWN_TIMEOUT_MS);
    expect(pod.terminationGracePeriodSeconds * 1000).toBeGreaterThan(5000 + shutdownMs);
  });

  it('takes its token secret from a Secret (required), DATABASE_URL and SMTP_URL from it when there, and starts with what the manifests give', () => {
    const env = envOf(base, 'Deployment', 'contact-api');
    expect(env.CONTACT_TOKEN_SECRET?.valueFrom?.secretKeyRef).toEqual({ name: 'contact-api-secrets', key: 'CONTACT_TOKEN_SECRET' });
    expect(env.DATABASE_URL?.valueFrom?.secretKeyRef).toEqual({ name: 'contact-api-secrets', key: 'DATABASE_URL', optional: true });
    expect(env.SMTP_URL?.valueFrom?.secretKeyRef).toEqual({ name: 'contact-api-secrets', key: 'SMTP_URL', optional: true });
    expect(spec.envFrom).toEqual([{ configMapRef: { name: 'contact-api-config' } }]);
    const plain = Object.fromEntries(Object.values(env).flatMap((variable) => (variable.value === undefined ? [] : [[variable.name, variable.value]])));
    const config = readConfig({ ...find(local, 'ConfigMap', 'contact-api-config').data, ...plain, NODE_ENV: 'production', CONTACT_TOKEN_SECRET: 'x'.repeat(32) });
    expect(config).toMatchObject({ host: '0.0.0.0', port: 4100, database: { kind: 'sqlite', file: '/data/contact.sqlite' }, retentionDays: 180, submissionLimit: { max: 5, windowMs: 600_000 }, delivery: null });
    // The overlay trusts the pod network, from which only the render server may connect (k8s-edge.test.ts, "TRUST_PROXY").
    expect(config.trustProxy).toEqual([expect.stringMatching(/^\d+\.\d+\.\d+\.\d+\/(1[6-9]|2\d|3[0-2])$/)]);
  });

  it("is called by the render server at its Service, which the shell's configuration names", () => {
    const url = new URL(envOf(base, 'Deployment', 'shell').CONTACT_API_INTERNAL_URL?.value ?? '');
    expect(url.hostname).toBe('contact-api');
    expect(find(base, 'Service', url.hostname).spec.ports[0]).toMatchObject({ port: Number(url.port || 80), targetPort: 'http' });
  });
});

describe('overlays/local: who may connect to contact-api and its database', () => {
  const controller: PodEndpoint = { namespace: 'ingress-nginx', labels: { 'app.kubernetes.io/name': 'ingress-nginx', 'app.kubernetes.io/component': 'controller' } };
  const shell = podOf(withPostgres, 'Deployment', 'shell');
  const contactApi = podOf(withPostgres, 'Deployment', 'contact-api');
  const postgres = podOf(withPostgres, 'StatefulSet', 'contact-postgres');
  const strangers: PodEndpoint[] = [
    controller,
    podOf(withPostgres, 'Deployment', 'countries-api'),
    podOf(withPostgres, 'Deployment', 'mf-contact'),
    { ...shell, namespace: 'default' }, // a pod dressed as the shell elsewhere
    { namespace: 'monitoring', labels: { 'app.kubernetes.io/name': 'prometheus' } },
  ];

  it("lets the render server alone reach contact-api's port; no Ingress routes to it", () => {
    // Out of the render server's pods (egress) and into contact-api's (ingress).
    expect(allowsConnection(withPostgres, shell, contactApi, 'http')).toBe(true);
    for (const client of strangers) expect([client.labels, allowsIngress(withPostgres, client, contactApi, 'http')]).toEqual([client.labels, false]);
    const backends = withPostgres.filter((object) => object.kind === 'Ingress').flatMap((ingress) => JSON.stringify((ingress as K8sObject).spec));
    expect(backends.join()).not.toContain('contact-api');
  });

  it('lets contact-api alone reach its PostgreSQL', () => {
    expect(allowsConnection(withPostgres, contactApi, postgres, 'postgres')).toBe(true);
    for (const client of [shell, ...strangers]) expect([client.labels, allowsIngress(withPostgres, client, postgres, 'postgres')]).toEqual([client.labels, false]);
  });
});

describe('contact-postgres: the small PostgreSQL for an install without a managed one', () => {
  const objects = kustomize(join(K8S, 'contact-postgres'));
  const spec = container(objects, 'StatefulSet', 'contact-postgres');

  it('is valid against the Kubernetes API schemas', () => {
    for (const object of objects) expect(() => validateManifest(object)).not.toThrow();
  });

  it("runs compose's image as its postgres user, read-only but for its volume, socket folder and /tmp", () => {
    const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: Record<string, { image?: string }> };
    expect(spec.image).toBe(compose.services.postgres?.image);
    const pod = find(objects, 'StatefulSet', 'contact-postgres').spec.template.spec;
    expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 999, fsGroup: 999 });
    expect(spec.securityContext).toEqual({ allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } });
    expect((spec.volumeMounts as Array<{ mountPath: string }>).map((mount) => mount.mountPath).sort()).toEqual(['/tmp', '/var/lib/postgresql/data', '/var/run/postgresql']);
    // Its data in a folder of the volume, whose root may hold lost+found.
    expect(envOf(objects, 'StatefulSet', 'contact-postgres').PGDATA?.value).toMatch(/^\/var\/lib\/postgresql\/data\/.+/);
    expect(envOf(objects, 'StatefulSet', 'contact-postgres').POSTGRES_PASSWORD?.valueFrom?.secretKeyRef).toEqual({ name: 'contact-postgres-secrets', key: 'POSTGRES_PASSWORD' });
  });

  it("is ready when it answers over TCP, as compose's health check asks, and stops fast within its grace period", () => {
    expect(spec.readinessProbe.exec.command).toEqual(['pg_isready', '-U', 'contact', '-d', 'contact', '-h', '127.0.0.1']);
    const stopSeconds = Number(spec.lifecycle.preStop.exec.command.at(-1));
    expect(find(objects, 'StatefulSet', 'contact-postgres').spec.template.spec.terminationGracePeriodSeconds).toBeGreaterThan(stopSeconds);
  });
});
