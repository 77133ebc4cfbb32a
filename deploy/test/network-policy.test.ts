import type { Manifest } from '../src/kustomize';
import { allowsEgress, type PodEndpoint } from '../src/network-policy';

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
