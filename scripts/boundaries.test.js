// The house's import boundaries (eslint.config.mjs, STYLE.md section 2) on small sources placed in
// the repository's folders and importing its real files, linted by ESLint with the real config.
const { execFileSync } = require('node:child_process');
const { readdirSync } = require('node:fs');
const { join } = require('node:path');

const root = join(__dirname, '..');

/**
 * Lints each source as if it were the file at its path, in a Node of its own (ESLint loads its
 * config with `import()`, which Jest's module system does not run). Type information is left out:
 * the files do not exist on disk, and the boundaries rule reads paths only.
 * @returns {Promise<string[][]>} per source, the messages of `boundaries/dependencies`
 */
function boundaryMessages(sources) {
  const script = `
    import { readFileSync } from 'node:fs';
    import { ESLint } from 'eslint';
    import tseslint from 'typescript-eslint';
    const eslint = new ESLint({ overrideConfig: tseslint.configs.disableTypeChecked });
    const out = [];
    for (const { path, code } of JSON.parse(readFileSync(0, 'utf8'))) {
      const [result] = await eslint.lintText(code, { filePath: path });
      out.push(result.messages.filter((m) => m.ruleId === 'boundaries/dependencies' || m.fatal).map((m) => m.message));
    }
    console.log(JSON.stringify(out));`;
  const input = JSON.stringify(sources.map(({ path, code }) => ({ path: join(root, path), code })));
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, input, encoding: 'utf8' }));
}

/** A file of the shell's `src/app`, whichever exists: the boundary is about the folder. */
const shellAppFile = readdirSync(join(root, 'shell', 'src', 'app')).find((name) => /^[^.]+\.tsx?$/.test(name) && !name.includes('.test.'));

const refused = [
  { name: 'a remote importing the shell by path', path: 'mf-facts/src/routes/page.tsx', code: "import '../../../shell/webpack.config';", message: /A remote never imports the shell/ },
  { name: 'a remote importing the shell by package name', path: 'mf-facts/src/routes/page.tsx', code: "import 'shell/webpack.config';", message: /A remote never imports the shell/ },
  { name: 'a remote importing another remote', path: 'mf-facts/src/features/hero/Part.tsx', code: "import '../../../../mf-countries/webpack.config';", message: /Remotes never import each other/ },
  { name: 'a package importing an app', path: 'packages/design-system/src/Part.tsx', code: "import '../../../mf-facts/webpack.config';", message: /packages\/\* never import an app/ },
  { name: 'a package importing an API', path: 'packages/islands/src/part.ts', code: "import '../../../countries-api/src/config';", message: /Only tests import an API's code/ },
  { name: 'the layout importing the app', path: 'shell/src/layout/Part/Part.tsx', code: `import '../../app/${shellAppFile}';`, message: /shell\/src\/layout never imports shell\/src\/app/ },
  { name: 'a feature importing another feature', path: 'mf-facts/src/features/hero/Part.tsx', code: "import '../facts/facts';", message: /Features don't import each other/ },
  { name: 'a feature importing its routes', path: 'mf-facts/src/features/hero/Part.tsx', code: "import '../../routes/home';", message: /A feature never imports its remote's routes/ },
];

const allowed = [
  { name: 'a route importing packages and its own features', path: 'mf-facts/src/routes/page.tsx', code: "import '@worldatlas/design-system';\nimport '../features/hero/Hero';\nimport '../features/facts/facts';" },
  { name: 'the app importing the layout', path: 'shell/src/app/Part.tsx', code: "import '../layout/Footer/Footer';" },
  { name: 'a test importing the shell and an API', path: 'mf-facts/src/routes/page.test.tsx', code: "import '../../../shell/webpack.config';\nimport '../../../contact-api/src/config';" },
];

let results;
beforeAll(() => {
  results = boundaryMessages([...refused, ...allowed]);
}, 60_000);

describe.each(refused.map((source, index) => [source.name, source, index]))('refused: %s', (_name, source, index) => {
  it('is reported with the house rule it breaks', () => {
    expect(results[index]).toEqual([expect.stringMatching(source.message)]);
  });
});

describe.each(allowed.map((source, index) => [source.name, refused.length + index]))('allowed: %s', (_name, index) => {
  it('passes', () => {
    expect(results[index]).toEqual([]);
  });
});
