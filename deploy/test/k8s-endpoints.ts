import { join } from 'node:path';
import { containersOf, type Manifest } from '../src/kustomize';
import type { Destination, PodEndpoint } from '../src/network-policy';
import { ROOT } from '../src/nginx-app';
import { REMOTES as REGISTRY } from '../../scripts/remotes';

// What the tests of the NetworkPolicies share: the manifests' folder, the site's pods, and the places
// a pod could try to reach.

/** The Kubernetes manifests: base/, overlays/, contact-postgres/, patches/. */
export const K8S = join(ROOT, 'deploy', 'k8s');
/** The remotes' Deployments (remotes.json). */
export const REMOTES = REGISTRY.map(({ folder }) => folder);
/** The site's pods contact-api has no business with. */
export const SITE = [...REMOTES, 'countries-api', 'shell'];

type K8sObject = Manifest & { spec: Record<string, any> };
/** The object of `kind` named `name`. @throws Error when there is none. */
export const find = (objects: Manifest[], kind: string, name: string) => {
  const object = objects.find((candidate) => candidate.kind === kind && candidate.metadata.name === name);
  if (!object) throw new Error(`no ${kind} ${name}`);
  return object as K8sObject;
};

/** A workload's pods as NetworkPolicies see them: namespace, labels, container ports by name. */
export function podOf(objects: Manifest[], name: string, kind = 'Deployment'): PodEndpoint {
  const workload = find(objects, kind, name);
  const ports = containersOf(workload).flatMap((container) => (container.ports ?? []) as Array<{ name: string; containerPort: number }>);
  return { namespace: workload.metadata.namespace ?? 'default', labels: workload.spec.template.metadata.labels, ports: Object.fromEntries(ports.map((port) => [port.name, port.containerPort])) };
}

/** The cluster's DNS (CoreDNS as kind, k3s and the clouds run it) and other places a pod could try to reach. */
export const DNS: PodEndpoint = { namespace: 'kube-system', labels: { 'k8s-app': 'kube-dns' }, ports: { dns: 53 } };
export const ELSEWHERE: Array<[string, Destination, number]> = [
  ['the cloud metadata address', { address: '169.254.169.254' }, 80],
  ['the metadata address over IPv6 (EC2)', { address: 'fd00:ec2::254' }, 80],
  ['a public address', { address: '93.184.215.14' }, 443],
  ['a public DNS resolver', { address: '8.8.8.8' }, 53],
  ["the Kubernetes API's Service address", { address: '10.96.0.1' }, 443],
  ['a pod of another namespace', { namespace: 'payments', labels: { app: 'ledger' }, ports: { http: 8080 } }, 8080],
  ['another pod of the namespace', { namespace: 'worldatlas', labels: { 'app.kubernetes.io/name': 'newcomer' }, ports: { http: 8080 } }, 8080],
];
