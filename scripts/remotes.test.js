// The registry of remotes (remotes.json): how it is read and checked, and that the repository's
// remotes are the registry's, each serving on its registry port.
const { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { REMOTES, readRemotes } = require('./remotes');
const { siteCommand } = require('./site');

const root = join(__dirname, '..');

describe('readRemotes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'worldatlas-remotes-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  /** Reads a registry file holding `remotes`. */
  const read = (remotes) => {
    const file = join(dir, 'remotes.json');
    writeFileSync(file, JSON.stringify({ remotes }));
    return () => readRemotes(file);
  };

  it("gives each remote with its variables' prefix", () => {
    expect(read([{ name: 'compare', folder: 'mf-compare', port: 3004 }])()).toEqual([{ name: 'compare', folder: 'mf-compare', port: 3004, envPrefix: 'COMPARE' }]);
  });

  it.each([
    ['a name that is not a variable prefix', [{ name: 'Compare-2', folder: 'mf-compare', port: 3004 }], /remotes\[0\]\.name must be lower-case letters and digits/],
    ['a name the services use (its variables would be theirs)', [{ name: 'api', folder: 'mf-api', port: 3004 }], /remotes\[0\]\.name "api" is a service's/],
    ['a folder the mf-* globs do not find', [{ name: 'compare', folder: 'compare', port: 3004 }], /remotes\[0\]\.folder must be mf-/],
    ['a privileged port', [{ name: 'compare', folder: 'mf-compare', port: 80 }], /remotes\[0\]\.port must be a port from 1024 to 65535/],
    ['a port used twice', [{ name: 'a', folder: 'mf-a', port: 3004 }, { name: 'b', folder: 'mf-b', port: 3004 }], /remotes\[1\]\.port 3004 is another remote's too/],
  ])('refuses %s, naming the file and the entry', (_, remotes, message) => {
    expect(read(remotes)).toThrow(message);
  });
});

describe("the repository's remotes", () => {
  it('are the mf-* workspaces, each in the registry', () => {
    const folders = readdirSync(root).filter((name) => name.startsWith('mf-') && existsSync(join(root, name, 'package.json')));
    expect(folders.sort()).toEqual(REMOTES.map(({ folder }) => folder).sort());
  });

  it.each(REMOTES.map((remote) => [remote.folder, remote]))("%s's own start and dev scripts serve on its registry port", (folder, { port }) => {
    const { scripts } = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8'));
    expect(scripts.start).toMatch(new RegExp(`--port ${port}$`));
    expect(scripts.dev).toMatch(new RegExp(`--port ${port}\\\\?"?$`));
  });

  it("are each given to the shell under npm start, at their registry port, by their manifest's variable", () => {
    const { env } = siteCommand('serve', 'shell');
    for (const { envPrefix, port } of REMOTES) expect(env[`${envPrefix}_MANIFEST_URL`]).toBe(`http://127.0.0.1:${port}/mf-manifest.json`);
  });
});
