import { join } from 'node:path';
import { kustomize } from '../src/kustomize';
import { allowsConnection, allowsEgress, type Destination, type PodEndpoint } from '../src/network-policy';
import { DNS, ELSEWHERE, K8S, podOf, REMOTES, SITE } from './k8s-endpoints';

// Where the site's pods may connect, in the base and the local overlay. The database's policies and
// the rules allowsEgress applies have files of their own (k8s-egress-postgres, network-policy).

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
