import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parse, stringify } from 'yaml';
import { validateManifest } from '../src/k8s-schema';
import { kustomize, type Manifest } from '../src/kustomize';
import { allowsConnection, allowsEgress, allowsIngress } from '../src/network-policy';
import { DNS, ELSEWHERE, find, K8S, podOf, SITE } from './k8s-endpoints';

// contact-api's database on the way out of its pod: the in-cluster PostgreSQL (contact-postgres/) and
// a managed one an operator lets it reach with the shipped patch.

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
