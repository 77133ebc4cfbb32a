import type { Manifest } from './kustomize';

type Model = new (data: unknown) => { validate(): void };

/** kubernetes-models' class for an object's apiVersion and kind, whose `validate()` checks it against the API's OpenAPI schema. */
function modelOf(object: Manifest): Model {
  const [group, version] = object.apiVersion.includes('/') ? object.apiVersion.split('/') : ['', object.apiVersion];
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const module = require(`kubernetes-models/${group ? `${group}/` : ''}${version}/${object.kind}`) as Record<string, Model>;
  const model = module[object.kind];
  if (!model) throw new Error(`no model for ${object.apiVersion} ${object.kind}`);
  return model;
}

/**
 * Checks a manifest against the Kubernetes API schema of its apiVersion and kind (kubernetes-models).
 * @throws Error naming the first field the API server would refuse, or when the kind has no model.
 */
export function validateManifest(object: Manifest): void {
  new (modelOf(object))(object).validate();
}
