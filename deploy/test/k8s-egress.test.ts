import { join } from 'node:path';
import { containersOf, kustomize, type Manifest } from '../src/kustomize';
import { allowsConnection, allowsEgress, type Destination, type PodEndpoint } from '../src/network-policy';
import { ROOT } from '../src/nginx-app';

const K8S = join(ROOT, 'deploy', 'k8s');
const REMOTES = ['mf-facts', 'mf-countries', 'mf-contact'];

type K8sObject = Manifest & { spec: Record<string, any> };
const find = (objects: Manifest[], kind: string, name: string) => {
  const object = objects.find((candidate) => candidate.kind === kind && candidate.metadata.name === name);
  if (!object) throw new Error(`no ${kind} ${name}`);
  return object as K8sObject;
};

/** A Deployment's pods as NetworkPolicies see them: namespace, labels, container ports by name. */
function podOf(objects: Manifest[], name: string): PodEndpoint {
  const deployment = find(objects, 'Deployment', name);
  const ports = containersOf(deployment).flatMap((container) => (container.ports ?? []) as Array<{ name: string; containerPort: number }>);
  return { namespace: deployment.metadata.namespace ?? 'default', labels: deployment.spec.template.metadata.labels, ports: Object.fromEntries(ports.map((port) => [port.name, port.containerPort])) };
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

describe.each([
  ['base', kustomize(join(K8S, 'base'))],
  ['overlays/local', kustomize(join(K8S, 'overlays', 'local'))],
])('%s: where pods may connect', (_name, objects) => {
  const shell = podOf(objects, 'shell');
  const api = podOf(objects, 'countries-api');
  // The Deployments' own namespace (the overlay sets one); DNS and strangers stay where they are.
  const local = (destination: Destination): Destination => ('address' in destination || destination.namespace !== 'worldatlas' ? destination : { ...destination, namespace: shell.namespace });

  it("lets the shell's render server reach the cluster's DNS, each remote's pods and the API's port", () => {
    expect([allowsEgress(objects, shell, DNS, 53, 'UDP'), allowsEgress(objects, shell, DNS, 53, 'TCP')]).toEqual([true, true]);
    // Egress from the shell and ingress to the pod, both: a connection that works.
    for (const name of [...REMOTES, 'countries-api']) expect([name, allowsConnection(objects, shell, podOf(objects, name), 'http')]).toEqual([name, true]);
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
    for (const target of [...REMOTES, 'countries-api', 'shell']) expect([target, allowsEgress(objects, pod, podOf(objects, target), 'http')]).toEqual([target, false]);
    for (const [what, destination, port] of ELSEWHERE) expect([what, allowsEgress(objects, pod, local(destination), port)]).toEqual([what, false]);
  });

  it('denies by default a pod of the namespace no policy names, and the default is what denies it', () => {
    const newcomer: PodEndpoint = { namespace: shell.namespace, labels: { 'app.kubernetes.io/name': 'newcomer' } };
    expect(allowsEgress(objects, newcomer, { address: '169.254.169.254' }, 80)).toBe(false);
    const withoutDefault = objects.filter((object) => object.metadata.name !== 'default-deny-egress');
    expect(allowsEgress(withoutDefault, newcomer, { address: '169.254.169.254' }, 80)).toBe(true);
    // And the shell's own policy is what lets it reach the remotes.
    const withoutShellRules = objects.filter((object) => object.metadata.name !== 'shell-egress');
    expect(allowsEgress(withoutShellRules, shell, podOf(objects, 'mf-facts'), 'http')).toBe(false);
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
