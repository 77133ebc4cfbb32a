import type { Manifest } from './kustomize';

/** A Kubernetes label selector: every `matchLabels` pair and every `matchExpressions` entry must hold. */
export interface LabelSelector {
  matchLabels?: Record<string, string>;
  matchExpressions?: Array<{ key: string; operator: 'In' | 'NotIn' | 'Exists' | 'DoesNotExist'; values?: string[] }>;
}

interface PolicyPeer {
  namespaceSelector?: LabelSelector;
  podSelector?: LabelSelector;
  ipBlock?: unknown;
}

interface NetworkPolicySpec {
  podSelector: LabelSelector;
  policyTypes?: string[];
  ingress?: Array<{ from?: PolicyPeer[]; ports?: Array<{ port?: number | string; protocol?: string }> }>;
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
export function selects(selector: LabelSelector, labels: Record<string, string>): boolean {
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
