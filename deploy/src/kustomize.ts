import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { applyPatch, type Operation } from 'fast-json-patch';
import { parse, parseAllDocuments } from 'yaml';

/** A Kubernetes object as written in the manifests. */
export interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [field: string]: unknown;
}

interface Kustomization {
  apiVersion?: string;
  kind?: string;
  namespace?: string;
  resources?: string[];
  images?: Array<{ name: string; newName?: string; newTag?: string }>;
  patches?: Array<{ path: string; target: { kind?: string; name?: string } }>;
}

/** The kustomization fields {@link kustomize} implements; any other field is refused rather than ignored. */
const KNOWN = new Set(['apiVersion', 'kind', 'namespace', 'resources', 'images', 'patches']);
/** Kinds that live outside any namespace (of those deploy/k8s uses). */
const CLUSTER_SCOPED = new Set(['Namespace']);

function readObjects(file: string): Manifest[] {
  return parseAllDocuments(readFileSync(file, 'utf8'))
    .map((document) => document.toJS() as Manifest | null)
    .filter((object): object is Manifest => object !== null);
}

/** Every container of a workload's pod template. */
export function containersOf(object: Manifest): Array<{ name: string; image: string; [field: string]: unknown }> {
  const spec = (object.spec as { template?: { spec?: { containers?: [] } } } | undefined)?.template?.spec;
  return spec?.containers ?? [];
}

/**
 * The objects `kubectl kustomize dir` prints, for the subset of kustomize deploy/k8s uses (no
 * kustomize binary is installed here): `resources` (files and folders with a kustomization.yaml,
 * in order), `namespace` (set on every namespaced object), `images` (tag and name by image name)
 * and `patches` holding JSON 6902 operations (fast-json-patch) for targets chosen by kind and name.
 * @throws Error on a kustomization field outside that subset, a missing file, or a patch that fails
 *   (a `replace` of a path that does not exist included).
 */
export function kustomize(dir: string): Manifest[] {
  const kustomization = parse(readFileSync(join(dir, 'kustomization.yaml'), 'utf8')) as Kustomization;
  const unknown = Object.keys(kustomization).filter((field) => !KNOWN.has(field));
  if (unknown.length > 0) throw new Error(`${dir}/kustomization.yaml: fields this renderer does not implement: ${unknown.join(', ')}`);
  let objects = (kustomization.resources ?? []).flatMap((resource) => {
    const path = join(dir, resource);
    if (!existsSync(path)) throw new Error(`${dir}/kustomization.yaml: no resource ${resource}`);
    return statSync(path).isDirectory() ? kustomize(path) : readObjects(path);
  });
  for (const { path, target } of kustomization.patches ?? []) {
    const operations = parse(readFileSync(join(dir, path), 'utf8')) as Operation[];
    const targets = objects.filter((object) => (!target.kind || object.kind === target.kind) && (!target.name || object.metadata.name === target.name));
    if (targets.length === 0) throw new Error(`${dir}/${path}: no object matches ${JSON.stringify(target)}`);
    objects = objects.map((object) => (targets.includes(object) ? applyPatch(structuredClone(object), operations, true, false).newDocument : object));
  }
  for (const object of objects) {
    if (kustomization.namespace && !CLUSTER_SCOPED.has(object.kind)) object.metadata.namespace = kustomization.namespace;
    for (const container of containersOf(object)) {
      const [name = '', tag] = container.image.split(':');
      const image = kustomization.images?.find((candidate) => candidate.name === name);
      if (image) container.image = `${image.newName ?? name}:${image.newTag ?? tag ?? 'latest'}`;
    }
  }
  return objects;
}
