import { BlockList, isIPv6 } from 'node:net';
import type { Manifest } from './kustomize';

/** A Kubernetes label selector: every `matchLabels` pair and every `matchExpressions` entry must hold. */
interface LabelSelector {
  matchLabels?: Record<string, string>;
  matchExpressions?: Array<{ key: string; operator: 'In' | 'NotIn' | 'Exists' | 'DoesNotExist'; values?: string[] }>;
}

interface PolicyPeer {
  namespaceSelector?: LabelSelector;
  podSelector?: LabelSelector;
  ipBlock?: { cidr: string; except?: string[] };
}

interface PolicyPort {
  port?: number | string;
  endPort?: number;
  protocol?: string;
}

interface NetworkPolicySpec {
  podSelector: LabelSelector;
  policyTypes?: string[];
  ingress?: Array<{ from?: PolicyPeer[]; ports?: PolicyPort[] }>;
  egress?: Array<{ to?: PolicyPeer[]; ports?: PolicyPort[] }>;
}

/** A pod as NetworkPolicies see it: its labels, its namespace's labels and its container ports by name. */
export interface PodEndpoint {
  namespace: string;
  /** The namespace's labels; Kubernetes sets `kubernetes.io/metadata.name` on every namespace itself. */
  namespaceLabels?: Record<string, string>;
  labels: Record<string, string>;
  /** Container ports by name (`http` → 4000), to resolve policies' named ports. */
  ports?: Record<string, number>;
}

/** Whether `labels` satisfy `selector`; an empty selector selects everything. */
function selects(selector: LabelSelector, labels: Record<string, string>): boolean {
  const pairs = Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
  return (
    pairs &&
    (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
      if (operator === 'Exists') return key in labels;
      if (operator === 'DoesNotExist') return !(key in labels);
      const found = key in labels && values.includes(labels[key] ?? '');
      return operator === 'In' ? found : !found;
    })
  );
}

const namespaceLabelsOf = (pod: PodEndpoint) => ({ 'kubernetes.io/metadata.name': pod.namespace, ...pod.namespaceLabels });

/** Whether a rule's peer matches the client: both selectors of one peer must hold; a pod selector alone means the policy's namespace. */
function peerMatches(peer: PolicyPeer, policyNamespace: string, client: PodEndpoint): boolean {
  if (peer.ipBlock) return false; // pod-to-pod traffic is judged by the selectors only
  const namespaceOk = peer.namespaceSelector ? selects(peer.namespaceSelector, namespaceLabelsOf(client)) : client.namespace === policyNamespace;
  return namespaceOk && selects(peer.podSelector ?? {}, client.labels);
}

/**
 * Whether the NetworkPolicies among `objects` let `client` open a TCP connection to `server` on
 * its container port `portName`, by the API's rules: a pod no Ingress policy selects accepts
 * everything; a selected pod accepts what at least one rule of one selecting policy allows (all
 * peers when `from` is absent, all ports when `ports` is absent; named ports resolve on the server).
 * Traffic from the pod's own node (kubelet probes) is outside these rules, as in a cluster.
 * @param objects rendered manifests (other kinds are ignored); a policy without a namespace counts as the server's.
 */
export function allowsIngress(objects: Manifest[], client: PodEndpoint, server: PodEndpoint, portName: string): boolean {
  const policies = objects.filter(
    (object) =>
      object.kind === 'NetworkPolicy' &&
      (object.metadata.namespace ?? server.namespace) === server.namespace &&
      selects((object.spec as NetworkPolicySpec).podSelector, server.labels) &&
      ((object.spec as NetworkPolicySpec).policyTypes ?? ['Ingress']).includes('Ingress'),
  );
  if (policies.length === 0) return true;
  const portNumber = server.ports?.[portName];
  return policies.some((policy) =>
    ((policy.spec as NetworkPolicySpec).ingress ?? []).some(
      (rule) =>
        (rule.from ?? [{ namespaceSelector: {} }]).some((peer) => peerMatches(peer, server.namespace, client)) &&
        (rule.ports ?? [{}]).some(({ port, protocol = 'TCP' }) => protocol === 'TCP' && (port === undefined || port === portName || port === portNumber)),
    ),
  );
}

/** A destination outside the cluster's pods, by address (the cloud metadata service, the internet, the Kubernetes API's address). */
interface AddressEndpoint {
  address: string;
}

/** Where a pod connects to: another pod (judged by its labels) or an address. */
export type Destination = PodEndpoint | AddressEndpoint;

const isAddress = (destination: Destination): destination is AddressEndpoint => 'address' in destination;

/** Whether `address` is in `block.cidr` and in none of its `except` ranges. */
function inBlock(block: { cidr: string; except?: string[] }, address: string): boolean {
  const type = isIPv6(address) ? 'ipv6' : 'ipv4';
  const list = (cidrs: string[]) => {
    const blocks = new BlockList();
    for (const cidr of cidrs) {
      const [network = '', prefix = ''] = cidr.split('/');
      if (isIPv6(network) === (type === 'ipv6')) blocks.addSubnet(network, Number(prefix), type);
    }
    return blocks;
  };
  return list([block.cidr]).check(address, type) && !list(block.except ?? []).check(address, type);
}

/** Whether an egress peer matches the destination: selectors for pods, `ipBlock` for addresses (pods are judged by their labels). */
function egressPeerMatches(peer: PolicyPeer, policyNamespace: string, destination: Destination): boolean {
  if (isAddress(destination)) return peer.ipBlock !== undefined && inBlock(peer.ipBlock, destination.address);
  return peerMatches(peer, policyNamespace, destination);
}

/** Whether a rule's ports admit `port`/`protocol` on `destination` (a named port resolves on the destination pod). */
function portMatches(ports: PolicyPort[] | undefined, destination: Destination, port: number | string, protocol: string): boolean {
  const number = typeof port === 'number' ? port : isAddress(destination) ? undefined : destination.ports?.[port];
  return (ports ?? [{}]).some((rule) => {
    if ((rule.protocol ?? 'TCP') !== protocol) return false;
    if (rule.port === undefined) return true;
    if (rule.port === port) return true;
    if (typeof rule.port === 'string') return !isAddress(destination) && destination.ports?.[rule.port] !== undefined && destination.ports[rule.port] === number;
    return number !== undefined && number >= rule.port && number <= (rule.endPort ?? rule.port);
  });
}

/**
 * Whether the NetworkPolicies among `objects` let `client` open a connection to `destination` on
 * `port` (a number, or the destination pod's port name) over `protocol` (TCP by default), by the
 * API's rules for egress: a pod no Egress policy selects may connect anywhere; a selected pod only
 * where at least one rule of one selecting policy allows (all destinations when `to` is absent or
 * empty, all ports when `ports` is absent). A policy without `policyTypes` is an Egress policy when
 * it has egress rules. Pods are matched by their labels and namespace, addresses by `ipBlock`.
 * @param objects rendered manifests (other kinds are ignored); a policy without a namespace counts as the client's.
 */
export function allowsEgress(objects: Manifest[], client: PodEndpoint, destination: Destination, port: number | string, protocol = 'TCP'): boolean {
  const policies = objects.filter((object) => {
    if (object.kind !== 'NetworkPolicy' || (object.metadata.namespace ?? client.namespace) !== client.namespace) return false;
    const spec = object.spec as NetworkPolicySpec;
    const types = spec.policyTypes ?? (spec.egress ? ['Ingress', 'Egress'] : ['Ingress']);
    return types.includes('Egress') && selects(spec.podSelector, client.labels);
  });
  if (policies.length === 0) return true;
  return policies.some((policy) =>
    ((policy.spec as NetworkPolicySpec).egress ?? []).some(
      (rule) =>
        (rule.to === undefined || rule.to.length === 0 || rule.to.some((peer) => egressPeerMatches(peer, client.namespace, destination))) &&
        portMatches(rule.ports, destination, port, protocol),
    ),
  );
}

/**
 * Whether `client` can open a TCP connection to `server`'s port `portName`: its egress policies let
 * it out ({@link allowsEgress}) and the server's ingress policies let it in ({@link allowsIngress}).
 */
export function allowsConnection(objects: Manifest[], client: PodEndpoint, server: PodEndpoint, portName: string): boolean {
  return allowsEgress(objects, client, server, portName) && allowsIngress(objects, client, server, portName);
}
