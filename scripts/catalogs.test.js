// Every workspace's message catalogs (#42): the shell's and each remote's of the registry, checked
// against the site's languages, whether live yet or not, and their pseudo-locale (en-XA) against
// their English; and the check itself, on a fixture whose catalogs are wrong in each way it names.
const { cpSync, mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { SITE_LANGUAGES } = require('../packages/i18n/src/languages');
const { catalogProblems } = require('./catalogs');
const { REMOTES } = require('./remotes');

const root = join(__dirname, '..');
const OTHER_LANGUAGES = SITE_LANGUAGES.map((language) => language.tag).filter((tag) => tag !== 'en');

// formatjs extract starts a TypeScript program per workspace: a few seconds each on a busy machine.
jest.setTimeout(60_000);

describe.each(['shell', ...REMOTES.map((remote) => remote.folder)])('the catalogs of %s', (workspace) => {
  it('hold every message its code declares, in every language and the pseudo-locale, with the same placeholders', () => {
    expect(catalogProblems(join(root, workspace), OTHER_LANGUAGES)).toEqual([]);
  });
});

describe('catalogProblems', () => {
  const fixture = join(__dirname, 'fixtures', 'catalogs');

  it('names a language without a catalog, a key a catalog misses and a placeholder it renamed', () => {
    const problems = catalogProblems(fixture, ['fr', 'de', 'es']).join('\n');
    expect(problems).toContain('lang/es.json is missing');
    expect(problems).toMatch(/Missing translation keys for locale fr:\nfixture\.hello/);
    expect(problems).toMatch(/locale de are structurally different from en:\nfixture\.hello: Missing variable name/);
  });

  it('names a key the pseudo-locale misses, and a pseudo-locale that is missing', () => {
    expect(catalogProblems(fixture, [])).toEqual(['lang/en-XA.json is not the pseudo-locale of lang/en.json (fixture.hello): run npm run i18n:extract']);
    const copy = mkdtempSync(join(tmpdir(), 'worldatlas-catalogs-test-'));
    try {
      cpSync(fixture, copy, { recursive: true });
      rmSync(join(copy, 'lang', 'en-XA.json'));
      expect(catalogProblems(copy, [])).toEqual(['lang/en-XA.json is missing: run npm run i18n:extract']);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('finds an English catalog that is not what the code declares', () => {
    expect(catalogProblems(join(__dirname, 'fixtures', 'catalogs-stale'), [])).toEqual(['lang/en.json is not what the code declares: run npm run i18n:extract']);
  });
});
