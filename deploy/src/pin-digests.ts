/**
 * `npm run pin-digests -w deploy [-- <root>]`: pins each base image the repository deploys from
 * (`imageReferences`: the Dockerfiles' `FROM`s, docker-compose.yml, deploy/k8s) to the digest its
 * tag names in the registry now, written after the tag (`postgres:17.11-trixie@sha256:…`; a digest
 * already there is replaced). The tag stays, for readers and for update tools. The site's own images
 * (`worldatlas/*`) are built, not pulled, and are left alone.
 *
 * Asks `docker buildx imagetools inspect <image:tag>` (Docker with buildx, and the registry
 * reachable) for each tag once; a tag it cannot look up stops the run with its message before any
 * file is written. Prints each digest and the files it changed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { imageReferences } from './image-references';

/** The site's own images: built from this repository, so there is no published digest to pin. */
const OWN_IMAGES = /^worldatlas\//;
/** The line `docker buildx imagetools inspect` prints for the digest of the tag's manifest (list). */
const DIGEST_LINE = /^Digest:\s+(sha256:[0-9a-f]{64})\s*$/m;

/** The digest `image:tag` names in its registry now. @throws Error with Docker's message when it cannot be looked up. */
function digestOf(tagged: string): string {
  const output = execFileSync('docker', ['buildx', 'imagetools', 'inspect', tagged], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const digest = DIGEST_LINE.exec(output)?.[1];
  if (!digest) throw new Error(`docker buildx imagetools inspect ${tagged} printed no digest:\n${output}`);
  return digest;
}

/** `text` with every `tagged` (and `tagged@sha256:…`) written as `tagged@digest`; a longer tag that starts the same is not touched. */
function pinIn(text: string, tagged: string, digest: string): string {
  const escaped = tagged.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return text.replace(new RegExp(`${escaped}(@sha256:[0-9a-f]{64})?(?![\\w.-])`, 'g'), `${tagged}@${digest}`);
}

/**
 * Pins every base image under `root` to its current digest ({@link digestOf}), in each file that
 * names it and, for a generated file (docker-compose.yml, deploy/k8s/...), in its template under
 * deploy/templates/ too, so the next `npm run generate -w deploy` keeps the pin.
 * @returns the files changed, relative to `root`
 */
export function pinDigests(root: string): string[] {
  const external = imageReferences(root).filter((image) => !OWN_IMAGES.test(image.name));
  const tags = [...new Set(external.map((image) => `${image.name}:${image.tag}`))];
  // Every lookup first: a tag that fails leaves every file as it was.
  const digests = new Map(tags.map((tagged) => [tagged, digestOf(tagged)]));
  for (const [tagged, digest] of digests) console.log(`${tagged}@${digest}`);
  const named = [...new Set(external.map((image) => image.file))];
  const files = named.flatMap((file) => [file, ...(existsSync(join(root, 'deploy', 'templates', file)) ? [join('deploy', 'templates', file)] : [])]);
  return files.filter((file) => {
    const before = readFileSync(join(root, file), 'utf8');
    const after = [...digests].reduce((text, [tagged, digest]) => pinIn(text, tagged, digest), before);
    if (after !== before) writeFileSync(join(root, file), after);
    return after !== before;
  });
}

if (require.main === module) {
  try {
    const changed = pinDigests(process.argv[2] ?? join(__dirname, '..', '..'));
    console.log(changed.length > 0 ? `pinned: ${changed.join(', ')}` : 'every base image was pinned to its current digest already');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
