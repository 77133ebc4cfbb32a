import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parse, stringify } from 'yaml';
import { validateManifest } from '../src/k8s-schema';
import { containersOf, kustomize, type Manifest } from '../src/kustomize';
import { allowsConnection, allowsEgress, allowsIngress, type Destination, type PodEndpoint } from '../src/network-policy';
import { ROOT } from '../src/nginx-app';
import { REMOTES as REGISTRY } from '../../scripts/remotes';

const K8S = join(ROOT, 'deploy', 'k8s');
/** The remotes' Deployments (remotes.json). */
const REMOTES = REGISTRY.map(({ folder }) => folder);
/** The site's pods contact-api has no business with. */
const SITE = [...REMOTES, 'countries-api', 'shell'];

type K8sObject = Manifest & { spec: Record<string, any> };
const find = (objects: Manifest[], kind: string, name: string) => {
  const object = objects.find((candidate) => candidate.kind === kind && candidate.metadata.name === name);
  if (!object) throw new Error(`no ${kind} ${name}`);
  return object as K8sObject;
};

/** A workload's pods as NetworkPolicies see them: namespace, labels, container ports by name. */
function podOf(objects: Manifest[], name: string, kind = 'Deployment'): PodEndpoint {
  const workload = find(objects, kind, name);
  const ports = containersOf(workload).flatMap((container) => (container.ports ?? []) as Array<{ name: string; containerPort: number }>);
  return { namespace: workload.metadata.namespace ?? 'default', labels: workload.spec.template.metadata.labels, ports: Object.fromEntries(ports.map((port) => [port.name, port.containerPort])) };
}

/** The cluster's DNS (CoreDNS as kind, k3s and the clouds run it) and other places a pod could try to reach. */
const DNS: PodEndpoint = { namespace: 'kube-system', labels: { 'k8s-app': 'kube-dns' }, ports: { dns: 53 } };
const ELSEWHERE: Array<[string, Destination, number]> = [
  ['the cloud metadata address', { address: '169.254.169.254' }, 80],
  ['the metadata address over IPv6 (EC2)', { address: 'fd00:ec2::254' }, 80],
  ['a public address', { address: '93.184.215.14' }, 443],
  ['a public DNS resolver', { address: '8.8.8.8' }, 53],
  ["the Kubernetes API's Service address", { address: '10.96.0.1' }, 443],
  ['a pod of another namespace', { namespace: 'payments', labels: { app: 'ledger' }, ports: { http: 8080 } }, 8080],
  ['another pod of the namespace', { namespace: 'worldatlas', labels: { 'app.kubernetes.io/name': 'newcomer' }, ports: { http: 8080 } }, 8080],
];

/** SMTP's ports: submission (STARTTLS), submissions (TLS) and relay. */
const SMTP_PORTS = [587, 465, 25];
/** A relay on the internet, over IPv4 and IPv6. */
const PUBLIC_RELAYS = ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'];
/** Addresses that are no public relay: the cloud's metadata and platform services, the cluster's and the nodes' private networks, link-local and loopback ones. */
const NOT_RELAYS: Array<[string, string]> = [
  ['the cloud metadata address', '169.254.169.254'],
  ['the metadata address over IPv6 (EC2)', 'fd00:ec2::254'],
  ["Alibaba Cloud's metadata address", '100.100.100.200'],
  ["Azure's platform address", '168.63.129.16'],
  ['NodeLocal DNSCache', '169.254.20.10'],
  ["the Kubernetes API's Service address", '10.96.0.1'],
  ['a pod of the cluster (kind, minikube)', '10.244.1.7'],
  ['a node or pod of k3s and Docker networks', '172.17.0.2'],
  ['a host on a private network', '192.168.1.25'],
  ['a private network over IPv6', 'fd12:3456:789a::25'],
  ['a link-local IPv6 address', 'fe80::1'],
  ['a private address written as IPv6', '::ffff:10.0.0.25'],
  ['loopback', '127.0.0.1'],
];

describe.each([
  ['base', kustomize(join(K8S, 'base'))],
  ['overlays/local', kustomize(join(K8S, 'overlays', 'local'))],
])('%s: where pods may connect', (_name, objects) => {
  const shell = podOf(objects, 'shell');
  const api = podOf(objects, 'countries-api');
  // The Deployments' own namespace (the overlay sets one); DNS and strangers stay where they are.
  const local = (destination: Destination): Destination => ('address' in destination || destination.namespace !== 'worldatlas' ? destination : { ...destination, namespace: shell.namespace });

  it("lets the shell's render server reach the cluster's DNS, each remote's pods, the API's port and contact-api's", () => {
    expect([allowsEgress(objects, shell, DNS, 53, 'UDP'), allowsEgress(objects, shell, DNS, 53, 'TCP')]).toEqual([true, true]);
    // Egress from the shell and ingress to the pod, both: a connection that works.
    for (const name of [...REMOTES, 'countries-api', 'contact-api']) expect([name, allowsConnection(objects, shell, podOf(objects, name), 'http')]).toEqual([name, true]);
    // Its own policy is what lets it out to contact-api.
    const withoutShellRules = objects.filter((object) => object.metadata.name !== 'shell-egress');
    expect(allowsEgress(withoutShellRules, shell, podOf(objects, 'contact-api'), 'http')).toBe(false);
  });

  it("denies the shell everything else: the API's metrics, other DNS ports, the metadata address, the internet, the Kubernetes API, other pods", () => {
    expect(allowsEgress(objects, shell, api, 'metrics')).toBe(false);
    expect(allowsEgress(objects, shell, DNS, 853, 'TCP')).toBe(false);
    // A resolver pod dressed as CoreDNS in another namespace is not the cluster's DNS.
    expect(allowsEgress(objects, shell, { ...DNS, namespace: 'default' }, 53, 'UDP')).toBe(false);
    for (const [what, destination, port] of ELSEWHERE) expect([what, allowsEgress(objects, shell, local(destination), port)]).toEqual([what, false]);
  });

  it.each([...REMOTES, 'countries-api'])('%s opens no connection at all, DNS included', (name) => {
    const pod = podOf(objects, name);
    expect(allowsEgress(objects, pod, DNS, 53, 'UDP')).toBe(false);
    for (const target of [...SITE, 'contact-api']) expect([target, allowsEgress(objects, pod, podOf(objects, target), 'http')]).toEqual([target, false]);
    for (const address of PUBLIC_RELAYS) expect([address, allowsEgress(objects, pod, { address }, 587)]).toEqual([address, false]);
    for (const [what, destination, port] of ELSEWHERE) expect([what, allowsEgress(objects, pod, local(destination), port)]).toEqual([what, false]);
  });

  describe('contact-api', () => {
    const contactApi = podOf(objects, 'contact-api');

    it("reaches the cluster's DNS, and a mail relay on the internet on SMTP's ports, over IPv4 and IPv6", () => {
      expect([allowsEgress(objects, contactApi, DNS, 53, 'UDP'), allowsEgress(objects, contactApi, DNS, 53, 'TCP')]).toEqual([true, true]);
      for (const address of PUBLIC_RELAYS) {
        for (const port of SMTP_PORTS) expect([address, port, allowsEgress(objects, contactApi, { address }, port)]).toEqual([address, port, true]);
      }
      // Its own policy is what lets it out: without it, the default denies both.
      const withoutItsRules = objects.filter((object) => object.metadata.name !== 'contact-api-egress');
      expect([allowsEgress(withoutItsRules, contactApi, DNS, 53, 'UDP'), allowsEgress(withoutItsRules, contactApi, { address: '93.184.215.14' }, 587)]).toEqual([false, false]);
    });

    it('reaches the internet on no other port: not the web, not a database, not DNS elsewhere', () => {
      for (const port of [80, 443, 5432, 3306, 53, 22, 2525]) expect([port, allowsEgress(objects, contactApi, { address: '93.184.215.14' }, port)]).toEqual([port, false]);
      expect(allowsEgress(objects, contactApi, { address: '93.184.215.14' }, 587, 'UDP')).toBe(false);
      expect(allowsEgress(objects, contactApi, { ...DNS, namespace: 'default' }, 53, 'UDP')).toBe(false);
      expect(allowsEgress(objects, contactApi, DNS, 853, 'TCP')).toBe(false);
    });

    it('sends no mail, nor anything else, to the metadata address, private, shared, link-local or loopback ranges', () => {
      for (const [what, address] of NOT_RELAYS) {
        for (const port of [...SMTP_PORTS, 80, 443]) expect([what, port, allowsEgress(objects, contactApi, { address }, port)]).toEqual([what, port, false]);
      }
    });

    it('cannot reach the Kubernetes API, at its Service address or a public endpoint, nor the site’s pods or other namespaces', () => {
      for (const port of [443, 6443]) {
        expect([port, allowsEgress(objects, contactApi, { address: '10.96.0.1' }, port)]).toEqual([port, false]);
        expect([port, allowsEgress(objects, contactApi, { address: '34.120.0.10' }, port)]).toEqual([port, false]);
      }
      for (const name of SITE) {
        const pod = podOf(objects, name);
        for (const port of Object.keys(pod.ports ?? {})) expect([name, port, allowsEgress(objects, contactApi, pod, port)]).toEqual([name, port, false]);
      }
      for (const [what, destination, port] of ELSEWHERE) expect([what, allowsEgress(objects, contactApi, local(destination), port)]).toEqual([what, false]);
    });

    it('reaches no database in the base: the in-cluster PostgreSQL and a managed one are added by an overlay', () => {
      const postgresLike: PodEndpoint = { namespace: shell.namespace, labels: { 'app.kubernetes.io/name': 'contact-postgres' }, ports: { postgres: 5432 } };
      expect(allowsEgress(objects, contactApi, postgresLike, 'postgres')).toBe(false);
      for (const address of ['10.20.0.7', '93.184.215.14', '192.0.2.1']) expect([address, allowsEgress(objects, contactApi, { address }, 5432)]).toEqual([address, false]);
    });
  });

  it('denies by default a pod of the namespace no policy names, and the default is what denies it', () => {
    const newcomer: PodEndpoint = { namespace: shell.namespace, labels: { 'app.kubernetes.io/name': 'newcomer' } };
    expect(allowsEgress(objects, newcomer, { address: '169.254.169.254' }, 80)).toBe(false);
    const withoutDefault = objects.filter((object) => object.metadata.name !== 'default-deny-egress');
    expect(allowsEgress(withoutDefault, newcomer, { address: '169.254.169.254' }, 80)).toBe(true);
    // And the shell's own policy is what lets it reach the remotes.
    const withoutShellRules = objects.filter((object) => object.metadata.name !== 'shell-egress');
    for (const name of REMOTES) expect([name, allowsEgress(withoutShellRules, shell, podOf(objects, name), 'http')]).toEqual([name, false]);
  });
});

describe('overlays/local with contact-postgres/: contact-api and its in-cluster PostgreSQL', () => {
  const local = kustomize(join(K8S, 'overlays', 'local'));
  const namespace = find(local, 'Deployment', 'contact-api').metadata.namespace ?? 'default';
  /** The StatefulSet's kustomization alone, and as an overlay adds it to the site (in its namespace). */
  const postgresAlone = kustomize(join(K8S, 'contact-postgres')).map((object) => ({ ...object, metadata: { ...object.metadata, namespace } }));
  const objects = [...local, ...postgresAlone];
  const contactApi = podOf(objects, 'contact-api');
  const postgres = podOf(objects, 'contact-postgres', 'StatefulSet');

  it("lets contact-api connect to the database's pods on 5432, by the policy contact-postgres/ brings", () => {
    expect(postgres.ports?.postgres).toBe(5432);
    expect(allowsConnection(objects, contactApi, postgres, 'postgres')).toBe(true);
    expect(allowsEgress(objects, contactApi, postgres, 5432)).toBe(true);
    const withoutIt = objects.filter((object) => object.metadata.name !== 'contact-api-to-postgres');
    expect(allowsEgress(withoutIt, contactApi, postgres, 'postgres')).toBe(false);
  });

  it('lets contact-api out to that database only: not another port of it, a pod dressed as it in another namespace, or a database outside', () => {
    expect(allowsEgress(objects, contactApi, postgres, 22)).toBe(false);
    expect(allowsEgress(objects, contactApi, { ...postgres, namespace: 'default' }, 'postgres')).toBe(false);
    for (const address of ['10.20.0.7', '93.184.215.14']) expect([address, allowsEgress(objects, contactApi, { address }, 5432)]).toEqual([address, false]);
  });

  it('lets no other pod of the site connect to the database, on the way out or in', () => {
    for (const name of SITE) {
      const pod = podOf(objects, name);
      expect([name, allowsEgress(objects, pod, postgres, 'postgres'), allowsIngress(objects, pod, postgres, 'postgres')]).toEqual([name, false, false]);
    }
  });

  it.each([
    ['beside the site', objects],
    ['applied alone, without the default deny', postgresAlone],
  ])('lets the database open no connection, %s', (_how, policies) => {
    expect(allowsEgress(policies, postgres, DNS, 53, 'UDP')).toBe(false);
    for (const [what, destination, port] of ELSEWHERE) expect([what, allowsEgress(policies, postgres, destination, port)]).toEqual([what, false]);
    expect(allowsEgress(policies, postgres, contactApi, 'http')).toBe(false);
    expect(allowsEgress(policies, postgres, { address: '93.184.215.14' }, 587)).toBe(false);
  });
});

describe('patches/contact-api-managed-postgres.yaml: contact-api out to a managed PostgreSQL, as an operator adds it', () => {
  const PATCH = join(K8S, 'patches', 'contact-api-managed-postgres.yaml');
  type Operation = { op: string; path: string; value: { to: Array<{ ipBlock: { cidr: string } }>; ports: unknown[] } };
  const shipped = parse(readFileSync(PATCH, 'utf8')) as Operation[];

  /** Renders an operator's overlay: the local one, with the patch copied beside it (set to `cidr` when given), as the file's comment says. */
  function overlayWith(cidr?: string): Manifest[] {
    const dir = mkdtempSync(join(tmpdir(), 'worldatlas-overlay-'));
    try {
      if (cidr === undefined) cpSync(PATCH, join(dir, 'contact-api-managed-postgres.yaml'));
      else writeFileSync(join(dir, 'contact-api-managed-postgres.yaml'), stringify(shipped.map((operation) => ({ ...operation, value: { ...operation.value, to: [{ ipBlock: { cidr } }] } }))));
      const kustomization = {
        resources: [relative(dir, join(K8S, 'overlays', 'local'))],
        patches: [{ path: 'contact-api-managed-postgres.yaml', target: { kind: 'NetworkPolicy', name: 'contact-api-egress' } }],
      };
      writeFileSync(join(dir, 'kustomization.yaml'), stringify(kustomization));
      return kustomize(dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it('opens nothing as shipped: its placeholder is one documentation address (RFC 5737) no network routes', () => {
    expect(shipped.map((operation) => [operation.op, operation.path])).toEqual([['add', '/spec/egress/-']]);
    expect(shipped[0]?.value.to).toEqual([{ ipBlock: { cidr: '192.0.2.1/32' } }]);
    const objects = overlayWith();
    const contactApi = podOf(objects, 'contact-api');
    for (const address of ['10.20.0.7', '172.20.0.7', '93.184.215.14', '169.254.169.254']) expect([address, allowsEgress(objects, contactApi, { address }, 5432)]).toEqual([address, false]);
  });

  it("with the database's range set, lets contact-api reach it on 5432 only, and nothing else more", () => {
    const objects = overlayWith('10.20.0.0/24');
    expect(() => validateManifest(find(objects, 'NetworkPolicy', 'contact-api-egress'))).not.toThrow();
    const contactApi = podOf(objects, 'contact-api');
    expect(allowsEgress(objects, contactApi, { address: '10.20.0.7' }, 5432)).toBe(true);
    for (const [address, port] of [['10.20.0.7', 22], ['10.20.0.7', 587], ['10.20.1.7', 5432], ['169.254.169.254', 5432], ['10.96.0.1', 443]] as const) {
      expect([address, port, allowsEgress(objects, contactApi, { address }, port)]).toEqual([address, port, false]);
    }
    // The rules it had are all still there, and no other pod is let out to the database.
    expect(allowsEgress(objects, contactApi, { address: '93.184.215.14' }, 587)).toBe(true);
    expect(allowsEgress(objects, contactApi, DNS, 53, 'UDP')).toBe(true);
    for (const name of SITE) expect([name, allowsEgress(objects, podOf(objects, name), { address: '10.20.0.7' }, 5432)]).toEqual([name, false]);
  });
});

describe('allowsEgress, the rules it applies (on policies written here)', () => {
  const client: PodEndpoint = { namespace: 'worldatlas', labels: { app: 'client' } };
  const policy = (egress: unknown[]): Manifest => ({ apiVersion: 'networking.k8s.io/v1', kind: 'NetworkPolicy', metadata: { name: 'p', namespace: 'worldatlas' }, spec: { podSelector: {}, policyTypes: ['Egress'], egress } });

  it('admits addresses of an ipBlock but not its except ranges, IPv4 and IPv6', () => {
    const objects = [policy([{ to: [{ ipBlock: { cidr: '0.0.0.0/0', except: ['169.254.0.0/16', '10.0.0.0/8'] } }, { ipBlock: { cidr: '::/0', except: ['fd00:ec2::254/128'] } }] }])];
    expect(allowsEgress(objects, client, { address: '93.184.215.14' }, 443)).toBe(true);
    expect(allowsEgress(objects, client, { address: '169.254.169.254' }, 80)).toBe(false);
    expect(allowsEgress(objects, client, { address: '10.96.0.1' }, 443)).toBe(false);
    expect(allowsEgress(objects, client, { address: '2001:db8::1' }, 443)).toBe(true);
    expect(allowsEgress(objects, client, { address: 'fd00:ec2::254' }, 80)).toBe(false);
  });

  it('matches ports by number, range, protocol and, on pods, by name; a rule without `to` reaches everything', () => {
    const web: PodEndpoint = { namespace: 'worldatlas', labels: { app: 'web' }, ports: { http: 8080 } };
    const objects = [policy([{ ports: [{ port: 'http' }, { port: 5000, endPort: 5010, protocol: 'UDP' }] }])];
    expect(allowsEgress(objects, client, web, 'http')).toBe(true);
    expect(allowsEgress(objects, client, web, 8080)).toBe(true);
    expect(allowsEgress(objects, client, { address: '93.184.215.14' }, 8080)).toBe(false);
    expect(allowsEgress(objects, client, { address: '93.184.215.14' }, 5005, 'UDP')).toBe(true);
    expect(allowsEgress(objects, client, { address: '93.184.215.14' }, 5005, 'TCP')).toBe(false);
    expect(allowsEgress([policy([])], client, web, 'http')).toBe(false);
    expect(allowsEgress([], client, web, 'http')).toBe(true);
  });
});
