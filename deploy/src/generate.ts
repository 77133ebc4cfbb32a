/**
 * `npm run generate -w deploy`: writes the deploy files that list the remotes (docker-compose.yml
 * and the Kubernetes objects each remote needs) from the registry (remotes.json) and their templates
 * in deploy/templates/, which mirror the repository's layout. `--check` writes nothing and exits 1,
 * naming the files, when one on disk is not what the registry and its template make.
 */
import { globSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import Handlebars from 'handlebars';
import { REMOTES, type Remote } from '../../scripts/remotes';

const ROOT = join(__dirname, '..', '..');
/** The site's release, which tags its own images (the root package.json's version). */
const SITE_VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
/** The templates: `deploy/templates/<path>` makes `<path>`. */
const TEMPLATES = join(ROOT, 'deploy', 'templates');

/** One generated file: where it goes (from the repository's root) and what it holds. */
export interface GeneratedFile {
  path: string;
  text: string;
}

/** The first line of every generated file: what made it, and what to edit instead. */
const header = (path: string) =>
  `# Generated from remotes.json and deploy/templates/${path} by \`npm run generate -w deploy\`: edit those, not this file.\n`;

/**
 * Every generated file for `remotes`: each template under deploy/templates/ filled in with
 * Handlebars (`{{version}}`, the site's release; `{{#each remotes}}` … `{{/each}}` repeats lines per remote, with `name`, `folder`,
 * `port` and `envPrefix`), after a header line saying it is generated.
 * @throws Error naming the template when it uses a field a remote does not have.
 */
export function generatedFiles(remotes: readonly Remote[] = REMOTES): GeneratedFile[] {
  return globSync('**/*', { cwd: TEMPLATES, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(TEMPLATES, join(entry.parentPath, entry.name)))
    .sort()
    .map((path) => {
      const template = Handlebars.compile(readFileSync(join(TEMPLATES, path), 'utf8'), { noEscape: true, strict: true });
      try {
        return { path, text: header(path) + template({ remotes, version: SITE_VERSION }) };
      } catch (error) {
        throw new Error(`deploy/templates/${path}: ${(error as Error).message}`, { cause: error });
      }
    });
}

/** The generated files whose copy on disk differs from what {@link generatedFiles} makes. */
export function outdatedFiles(root = ROOT): string[] {
  return generatedFiles()
    .filter(({ path, text }) => {
      try {
        return readFileSync(join(root, path), 'utf8') !== text;
      } catch {
        return true;
      }
    })
    .map(({ path }) => path);
}

if (require.main === module) {
  if (process.argv.includes('--check')) {
    const outdated = outdatedFiles();
    if (outdated.length > 0) {
      console.error(`Out of date with remotes.json or deploy/templates (run npm run generate -w deploy): ${outdated.join(', ')}`);
      process.exit(1);
    }
  } else {
    for (const { path, text } of generatedFiles()) writeFileSync(join(ROOT, path), text);
  }
}
