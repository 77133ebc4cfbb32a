// The registry of remotes (remotes.json at the root), read and checked once for every tool that
// lists the remotes: the root scripts, Jest, the test script, the browser suite, the deploy files'
// generator and tests. remotes.d.ts types it.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

/** The repository's root. */
const ROOT = join(__dirname, '..');
/** The registry file. */
const REGISTRY_FILE = join(ROOT, 'remotes.json');

// A federation name is also, in capitals, its variables' prefix (<NAME>_MANIFEST_URL) and a URL
// segment (/remotes/<name>/): lower-case letters and digits only.
const NAME = /^[a-z][a-z0-9]*$/;
// The services' own names in the variables and ports the remotes' names make (API_INTERNAL_URL, SHELL_PORT).
const RESERVED_NAMES = new Set(['api', 'shell']);
// A folder is a workspace the root's `mf-*` globs find (workspaces, lint, knip) and, as it is, the
// name of its image, compose service and Kubernetes objects: a DNS label.
const FOLDER = /^mf-[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * Reads and checks a registry file: `{ "remotes": [{ "name", "folder", "port" }, …] }`.
 * @param {string} [file] the registry, by default the root's remotes.json
 * @returns {import('./remotes').Remote[]} each remote, in the file's order, with its variables' prefix
 * @throws Error naming the file and the entry when it cannot be read, a field is missing or
 *   malformed, or a name, folder or port is used twice.
 */
function readRemotes(file = REGISTRY_FILE) {
  let raw;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${error.message}`, { cause: error });
  }
  if (!raw || !Array.isArray(raw.remotes)) throw new Error(`${file}: "remotes" must be an array`);
  const seen = { name: new Set(), folder: new Set(), port: new Set() };
  return raw.remotes.map((entry, index) => {
    const where = `${file}: remotes[${index}]`;
    const { name, folder, port } = entry ?? {};
    if (typeof name !== 'string' || !NAME.test(name)) throw new Error(`${where}.name must be lower-case letters and digits, starting with a letter, got ${JSON.stringify(name)}`);
    if (RESERVED_NAMES.has(name)) throw new Error(`${where}.name ${JSON.stringify(name)} is a service's (${[...RESERVED_NAMES].join(', ')}): its variables would be the service's`);
    if (typeof folder !== 'string' || !FOLDER.test(folder)) throw new Error(`${where}.folder must be mf-<lower-case words joined by ->, got ${JSON.stringify(folder)}`);
    if (!Number.isInteger(port) || port < 1024 || port > 65535) throw new Error(`${where}.port must be a port from 1024 to 65535, got ${JSON.stringify(port)}`);
    for (const [key, value] of Object.entries({ name, folder, port })) {
      if (seen[key].has(value)) throw new Error(`${where}.${key} ${JSON.stringify(value)} is another remote's too`);
      seen[key].add(value);
    }
    return { name, folder, port, envPrefix: name.toUpperCase() };
  });
}

/** The site's remotes, from the root's remotes.json. */
const REMOTES = Object.freeze(readRemotes());

/**
 * A remote's manifest at a loopback port, as `npm start` (and each test site) serves it.
 * @param {number} port
 * @returns {string} `http://127.0.0.1:<port>/mf-manifest.json`
 */
const localManifestUrl = (port) => `http://127.0.0.1:${port}/mf-manifest.json`;

module.exports = { REMOTES, readRemotes, localManifestUrl };
