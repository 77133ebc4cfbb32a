import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
// The API's own reading of its environment: the overlay's values must be ones it accepts.
import { readConfig } from '../../countries-api/src/config';
// contact-api's and the render server's: the same for theirs.
import { readConfig as readContactConfig } from '../../contact-api/src/config';
import { readServerConfig } from '../../shell/render-server/config';
import { validateManifest } from '../src/k8s-schema';
import { containersOf, kustomize, type Manifest } from '../src/kustomize';
import { allowsIngress, type PodEndpoint } from '../src/network-policy';
import { ROOT } from '../src/nginx-app';
import { REMOTES as REGISTRY } from '../../scripts/remotes';

const K8S = join(ROOT, 'deploy', 'k8s');
const base = kustomize(join(K8S, 'base'));
const local = kustomize(join(K8S, 'overlays', 'local'));
/** The remotes' Deployments (remotes.json). */
const REMOTES = REGISTRY.map(({ folder }) => folder);
const WEB = ['shell', ...REMOTES];

type K8sObject = Manifest & { spec: Record<string, any>; data: Record<string, string> };
const find = (objects: Manifest[], kind: string, name: string) => {
  const object = objects.find((candidate) => candidate.kind === kind && candidate.metadata.name === name);
  if (!object) throw new Error(`no ${kind} ${name}`);
  return object as K8sObject;
};
const ingresses = (objects: Manifest[]) => objects.filter((object) => object.kind === 'Ingress') as K8sObject[];

/** A Deployment's pods as NetworkPolicies see them: namespace, labels, container ports by name. */
function podOf(objects: Manifest[], name: string): PodEndpoint {
  const deployment = find(objects, 'Deployment', name);
  const ports = containersOf(deployment).flatMap((container) => (container.ports ?? []) as Array<{ name: string; containerPort: number }>);
  return {
    namespace: deployment.metadata.namespace ?? 'default',
    labels: deployment.spec.template.metadata.labels,
    ports: Object.fromEntries(ports.map((port) => [port.name, port.containerPort])),
  };
}

describe.each([
  ['base', base],
  ['overlays/local', local],
])('%s: the edge', (_name, objects) => {
  it('serves every host of every Ingress over TLS, with a certificate secret, and every configured URL is https on those hosts', () => {
    const tlsHosts = new Set<string>();
    for (const ingress of ingresses(objects)) {
      const tls = ingress.spec.tls as Array<{ hosts: string[]; secretName: string }>;
      for (const entry of tls) expect(entry.secretName).toMatch(/^[a-z0-9-]+$/);
      const hosts = tls.flatMap((entry) => entry.hosts);
      for (const rule of ingress.spec.rules as Array<{ host: string }>) expect(hosts).toContain(rule.host);
      for (const host of hosts) tlsHosts.add(host);
    }
    for (const url of Object.values(find(objects, 'ConfigMap', 'worldatlas-config').data)) {
      expect([url, new URL(url).protocol]).toEqual([url, 'https:']);
      expect(tlsHosts).toContain(new URL(url).host);
    }
  });

  it('redirects plain HTTP to HTTPS on every Ingress, TLS ended there or before it', () => {
    for (const ingress of ingresses(objects)) {
      expect(ingress.metadata.annotations).toMatchObject({ 'nginx.ingress.kubernetes.io/ssl-redirect': 'true', 'nginx.ingress.kubernetes.io/force-ssl-redirect': 'true' });
    }
  });

  it('binds the API metrics listener to the pod address, on the port named metrics', () => {
    const container = containersOf(find(objects, 'Deployment', 'countries-api'))[0] as Record<string, any>;
    const env = Object.fromEntries((container.env as Array<{ name: string; value?: string; valueFrom?: unknown }>).map((variable) => [variable.name, variable.value ?? variable.valueFrom]));
    expect(env.METRICS_HOST).toEqual({ fieldRef: { fieldPath: 'status.podIP' } });
    expect(Number(env.METRICS_PORT)).toBe(podOf(objects, 'countries-api').ports?.metrics);
  });
});

describe('HSTS: the ingress controller configuration', () => {
  const config = parse(readFileSync(join(K8S, 'ingress-nginx', 'controller-config.yaml'), 'utf8')) as K8sObject;

  it("is the controller's own ConfigMap, valid against the Kubernetes API schema", () => {
    expect(() => validateManifest(config)).not.toThrow();
    expect(config.metadata).toEqual({ name: 'ingress-nginx-controller', namespace: 'ingress-nginx' });
  });

  it('sends Strict-Transport-Security for a year, subdomains included, and redirects HTTP to HTTPS', () => {
    expect(config.data).toMatchObject({ hsts: 'true', 'hsts-include-subdomains': 'true', 'ssl-redirect': 'true' });
    expect(Number(config.data['hsts-max-age'])).toBeGreaterThanOrEqual(31_536_000);
  });
});

describe('overlays/local: who may connect', () => {
  const controller: PodEndpoint = { namespace: 'ingress-nginx', labels: { 'app.kubernetes.io/name': 'ingress-nginx', 'app.kubernetes.io/component': 'controller' } };
  const prometheus: PodEndpoint = { namespace: 'monitoring', labels: { 'app.kubernetes.io/name': 'prometheus' } };
  const api = podOf(local, 'countries-api');
  const reach = (client: PodEndpoint, server: PodEndpoint, port: string, objects = local) => allowsIngress(objects, client, server, port);

  it("lets the ingress controller reach each web app and the API, the shell's render server the remotes and the API, and nothing else reach them", () => {
    for (const name of [...WEB, 'countries-api']) expect([name, reach(controller, podOf(local, name), 'http')]).toEqual([name, true]);
    // The render server loads the remotes' server builds and the pages' data from their pods.
    for (const name of [...REMOTES, 'countries-api']) expect([name, reach(podOf(local, 'shell'), podOf(local, name), 'http')]).toEqual([name, true]);
    expect(reach(podOf(local, 'shell'), podOf(local, 'shell'), 'http')).toBe(false);
    const others: PodEndpoint[] = [
      prometheus,
      ...REMOTES.map((name) => podOf(local, name)),
      { ...podOf(local, 'shell'), namespace: 'default' }, // a pod dressed as the shell elsewhere
      { ...controller, namespace: 'default' }, // a pod dressed as the controller elsewhere
      { namespace: 'ingress-nginx', labels: { 'app.kubernetes.io/name': 'ingress-nginx', 'app.kubernetes.io/component': 'admission-webhook' } },
    ];
    for (const client of others) {
      for (const name of [...WEB, 'countries-api']) expect([client.labels, name, reach(client, podOf(local, name), 'http')]).toEqual([client.labels, name, false]);
    }
  });

  it("lets only the monitoring namespace reach the API's metrics", () => {
    expect(reach(prometheus, api, 'metrics')).toBe(true);
    for (const client of [controller, podOf(local, 'shell'), podOf(local, 'countries-api')]) expect(reach(client, api, 'metrics')).toBe(false);
  });

  it('denies by default any other pod of the namespace', () => {
    const newcomer: PodEndpoint = { namespace: 'worldatlas', labels: { 'app.kubernetes.io/name': 'newcomer' }, ports: { http: 8080 } };
    expect(reach(controller, newcomer, 'http')).toBe(false);
    expect(reach(controller, newcomer, 'http', local.filter((object) => object.metadata.name !== 'default-deny-ingress'))).toBe(true);
  });

  it("admits the render server to the API's port only: closing the API rule's `from` to the controller alone shuts it out", () => {
    expect(reach(podOf(local, 'shell'), api, 'metrics')).toBe(false);
    const closed = structuredClone(local);
    const rule = find(closed, 'NetworkPolicy', 'countries-api').spec.ingress[0];
    rule.from = rule.from.filter((peer: { namespaceSelector?: unknown }) => peer.namespaceSelector);
    expect(reach(podOf(local, 'shell'), api, 'http', closed)).toBe(false);
    expect(reach(controller, api, 'http', closed)).toBe(true);
  });
});

describe('TRUST_PROXY', () => {
  /** Each ConfigMap that holds a TRUST_PROXY, and what the server taking it makes of a value (its own reader). */
  const readers: Record<string, (objects: Manifest[], value: string) => string[] | false> = {
    'countries-api-config': (_objects, value) => readConfig({ TRUST_PROXY: value }).trustProxy,
    'contact-api-config': (_objects, value) => readContactConfig({ TRUST_PROXY: value, CONTACT_TOKEN_SECRET: 'x'.repeat(32) }).trustProxy,
    // The render server's, with the rest of its pod's configuration.
    'shell-config': (objects, value) => {
      const env = Object.fromEntries((containersOf(find(objects, 'Deployment', 'shell'))[0]?.env as Array<{ name: string; value: string }>).map(({ name, value: text }) => [name, text]));
      return readServerConfig({ ...find(objects, 'ConfigMap', 'worldatlas-config').data, ...env, TRUST_PROXY: value }, join(ROOT, 'shell', 'dist')).trustProxy;
    },
  };
  const trustProxyOf = (objects: Manifest[], name: string) => find(objects, 'ConfigMap', name).data.TRUST_PROXY ?? '';

  it('is held by the configuration of the render server and of both APIs, and of nothing else', () => {
    const holders = base.filter((object) => object.kind === 'ConfigMap' && 'TRUST_PROXY' in ((object as K8sObject).data ?? {})).map((object) => object.metadata.name);
    expect(holders.sort()).toEqual(Object.keys(readers).sort());
  });

  it.each(Object.keys(readers))("%s: in the base, a placeholder its server refuses at start, naming TRUST_PROXY: an overlay that does not set the pods' range stops rather than counting every visitor as one", (name) => {
    const placeholder = trustProxyOf(base, name);
    expect(() => readers[name]?.(base, placeholder)).toThrow(/^TRUST_PROXY must be .*; got "<.+>"$/);
  });

  it.each(Object.keys(readers))('%s: in the overlay, one range as its server reads it, no wider than a pod network', (name) => {
    const ranges = readers[name]?.(local, trustProxyOf(local, name));
    expect(ranges).toEqual([expect.stringMatching(/^\d+\.\d+\.\d+\.\d+\/(1[6-9]|2\d|3[0-2])$/)]);
  });

  it("is believed by each server only from the pods the NetworkPolicies let connect to its port: contact-api's from the shell's, the API's from the controller's and the shell's, the shell's from the controller's", () => {
    const controller: PodEndpoint = { namespace: 'ingress-nginx', labels: { 'app.kubernetes.io/name': 'ingress-nginx', 'app.kubernetes.io/component': 'controller' } };
    const clients: Record<string, PodEndpoint> = {
      controller,
      prometheus: { namespace: 'monitoring', labels: { 'app.kubernetes.io/name': 'prometheus' } },
      newcomer: { namespace: 'worldatlas', labels: { 'app.kubernetes.io/name': 'newcomer' } },
      ...Object.fromEntries(local.filter((object) => object.kind === 'Deployment').map((object) => [object.metadata.name, podOf(local, object.metadata.name)])),
    };
    const admitted = (server: string) => Object.keys(clients).filter((name) => allowsIngress(local, clients[name] as PodEndpoint, podOf(local, server), 'http'));
    expect({ 'contact-api': admitted('contact-api'), 'countries-api': admitted('countries-api'), shell: admitted('shell') }).toEqual({ 'contact-api': ['shell'], 'countries-api': ['controller', 'shell'], shell: ['controller'] });
    // Whatever the API believes the controller from, the render server believes it from too: both name the same visitor.
    for (const range of readers['shell-config']?.(local, trustProxyOf(local, 'shell-config')) || []) expect(readers['countries-api-config']?.(local, trustProxyOf(local, 'countries-api-config'))).toContain(range);
  });
});
