import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

/** One image reference written in the repository, taken apart: `name[:tag][@digest]`. */
export interface ImageReference {
  /** The file it is written in, relative to the repository's root. */
  file: string;
  /** As written: `postgres:17.11-trixie`, `node:24.21.0-trixie-slim@sha256:…`. */
  reference: string;
  /** `node`, `nginxinc/nginx-unprivileged`, `worldatlas/shell`. */
  name: string;
  /** Empty when none is written (Docker then takes `latest`). */
  tag: string;
  /** `sha256:` and 64 hex digits; empty when none is written. */
  digest: string;
}

/** `reference` taken apart (a registry's port, `host:5000/name`, is not a tag). */
export function parseImageReference(file: string, reference: string): ImageReference {
  const [named = '', digest = ''] = reference.split('@');
  const slash = named.lastIndexOf('/');
  const colon = named.lastIndexOf(':');
  const tagged = colon > slash;
  return { file, reference, name: tagged ? named.slice(0, colon) : named, tag: tagged ? named.slice(colon + 1) : '', digest };
}

/** The images a Dockerfile's stages start from (`FROM [--platform=…] image [AS stage]`), without the stages it names itself. */
function dockerfileImages(text: string): string[] {
  const stages = new Set<string>();
  return text.split('\n').flatMap((line) => {
    const [instruction, ...words] = line.trim().split(/\s+/);
    if (instruction?.toUpperCase() !== 'FROM') return [];
    const [image = '', as, stage] = words.filter((word) => !word.startsWith('--'));
    const ownStage = stages.has(image);
    if (as?.toUpperCase() === 'AS' && stage) stages.add(stage);
    return ownStage ? [] : [image];
  });
}

/** Every string under an `image` key in a parsed YAML document (compose services, Kubernetes containers). */
function yamlImages(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(yamlImages);
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => (key === 'image' && typeof value === 'string' ? [value] : yamlImages(value)));
}

/**
 * Every image reference the repository deploys from, as written: each app's Dockerfile's base
 * images, docker-compose.yml's `image`s and the Kubernetes manifests' (deploy/k8s, every folder).
 * Read from the files under `root` as they are now.
 */
export function imageReferences(root: string): ImageReference[] {
  const files = [...globSync('*/Dockerfile', { cwd: root }), 'docker-compose.yml', ...globSync('deploy/k8s/**/*.yaml', { cwd: root })].sort();
  return files.flatMap((file) => {
    const text = readFileSync(join(root, file), 'utf8');
    if (file.endsWith('Dockerfile')) return dockerfileImages(text).map((reference) => parseImageReference(file, reference));
    const documents = file === 'docker-compose.yml' ? [parse(text) as unknown] : parseAllDocuments(text).map((document) => document.toJS() as unknown);
    return documents.flatMap(yamlImages).map((reference) => parseImageReference(file, reference));
  });
}
