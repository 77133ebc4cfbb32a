// @ts-check
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import formatjs from 'eslint-plugin-formatjs';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The house's lint (`npm run lint`): ESLint's and typescript-eslint's recommended rules with type
 * information, and the import boundaries of STYLE.md section 2 as `boundaries/dependencies` policies.
 */

/**
 * Where each file sits in the house, matched from the repository root; the first descriptor that
 * matches a file's folder wins, so the narrower ones come first.
 */
const elements = [
  { type: 'remote-feature', pattern: 'mf-*/src/features/*', capture: ['remote', 'feature'], partialMatch: false },
  { type: 'remote-entry', pattern: 'mf-*/src/(routes|exposes|islands)', capture: ['remote', 'entry'], partialMatch: false },
  { type: 'remote', pattern: 'mf-*', capture: ['remote'], partialMatch: false },
  { type: 'shell-app', pattern: 'shell/src/app', partialMatch: false },
  { type: 'shell-layout', pattern: 'shell/src/layout', partialMatch: false },
  { type: 'shell', pattern: 'shell', partialMatch: false },
  { type: 'package', pattern: 'packages/*', capture: ['package'], partialMatch: false },
  { type: 'service', pattern: '(countries-api|contact-api)', capture: ['service'], partialMatch: false },
  { type: 'tooling', pattern: '(e2e|deploy|scripts|jest)', capture: ['tool'], partialMatch: false },
];

/** Tests, their kits and benches, which may import what they test or measure wherever it lives. */
const TEST_FILES = ['**/*.test.{ts,tsx,js}', '**/test/**', 'shell/render-server/{test-site,stand-in-api}.ts', '**/bench/**', '**/fixtures/**', '**/jest.config.js', 'jest/**', 'e2e/**'];

/** The host's messages (`shell/src/i18n.ts`, `intlFor`), which its layout and pages format their texts with. */
const SHELL_CATALOGS = { to: { file: { categories: 'shell-catalogs' } } };

const SAME_REMOTE = { remote: '{{ from.element.captured.remote }}' };
const toElement = (type, captured) => ({ to: { element: captured ? { type, captured } : { type } } });

/**
 * What each element may import (anything else is refused); then the house's statements with their
 * reasons, after the allowances so that their messages are the ones reported; then tests and tools,
 * which may import anything. A later policy that matches wins.
 */
const policies = [
  { from: { element: { type: 'package' } }, allow: toElement('package') },
  { from: { element: { type: 'service' } }, allow: [toElement('package'), toElement('service', { service: '{{ from.element.captured.service }}' })] },
  { from: { element: { type: 'shell-layout' } }, allow: [toElement('package'), SHELL_CATALOGS] },
  { from: { element: { type: 'shell-app' } }, allow: [toElement('package'), toElement('shell-layout'), SHELL_CATALOGS] },
  { from: { element: { type: 'shell' } }, allow: [toElement('package'), toElement('shell-app'), toElement('shell-layout'), SHELL_CATALOGS] },
  { from: { element: { type: 'remote' } }, allow: [toElement('package'), toElement('remote*', SAME_REMOTE)] },
  { from: { element: { type: 'remote-entry' } }, allow: [toElement('package'), toElement('remote*', SAME_REMOTE)] },
  { from: { element: { type: 'remote-feature' } }, allow: [toElement('package'), toElement('remote', SAME_REMOTE)] },
  {
    from: { element: { type: 'remote*' } },
    disallow: toElement('shell*'),
    message: 'A remote never imports the shell: the host reaches it through the route table and the federation runtime, and what both need goes in packages/ (STYLE.md section 2).',
  },
  {
    from: { element: { type: 'remote*' } },
    disallow: toElement('remote*', { remote: '!{{ from.element.captured.remote }}' }),
    message: 'Remotes never import each other: what two apps need goes in packages/ (STYLE.md section 2).',
  },
  {
    from: { element: { type: '(remote*|shell*|package)' } },
    disallow: toElement('service'),
    message: 'Only tests import an API\'s code: apps and packages reach countries-api and contact-api over HTTP.',
  },
  {
    from: { element: { type: 'package' } },
    disallow: toElement('(shell*|remote*)'),
    message: 'packages/* never import an app: an app depends on packages, not the other way (STYLE.md section 2).',
  },
  {
    from: { element: { type: 'shell-layout' } },
    disallow: toElement('shell-app'),
    message: 'shell/src/layout never imports shell/src/app: app/ assembles the layout and hands it what it shows (props), so imports go one way.',
  },
  {
    from: { element: { type: 'remote-feature' } },
    disallow: toElement('remote-feature', { feature: '!{{ from.element.captured.feature }}' }),
    message: 'Features don\'t import each other: what two features need moves to a module named for its job, or the route composes them (STYLE.md section 2).',
  },
  {
    from: { element: { type: 'remote-feature' } },
    disallow: toElement('remote-entry'),
    message: 'A feature never imports its remote\'s routes, exposes or islands: imports go shared packages → features → routes/exposes/islands (STYLE.md section 2).',
  },
  { from: { file: { categories: 'test' } }, allow: toElement('*') },
  { from: { element: { type: 'tooling' } }, allow: toElement('*') },
];

export default defineConfig(
  {
    ignores: ['**/node_modules/', '**/dist/', '**/dist-dev/', '**/dist.next-*/', '**/coverage/', '**/reports/', '**/test-results/', '**/playwright-report/', '**/.wireit/', '**/.mf/', '**/.ablation/', 'contact-api/data/'],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: globals.node,
      // One program for the whole repository (tsconfig.eslint.json): a project per workspace costs
      // four times the memory and three times the time for the same findings.
      parserOptions: { project: './tsconfig.eslint.json', tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Fastify's plugins and handlers are async by contract, awaiting or not.
      '@typescript-eslint/require-await': 'off',
      // React Router's loaders throw responses (`redirect`, `data`) on purpose.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'lib', name: 'Response' }, { from: 'package', package: 'react-router', name: 'DataWithResponseInit' }] },
      ],
    },
  },
  {
    // The house's sizes (STYLE.md): every file reads in one sitting, tests, kits, benches and tools included.
    rules: { 'max-lines': ['error', { max: 250 }] },
  },
  {
    // And a source function on one screen; a test file's `describe` holds its cases, a tool's `main` its steps.
    files: ['**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: { 'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: TEST_FILES,
    rules: {
      // Tests read answers as JSON and assert their shape; typing each read adds nothing.
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // Manifests and answers are untyped YAML and JSON that tests walk deeply.
      '@typescript-eslint/no-explicit-any': 'off',
      // Jest's `expect(object.method)` and stubs set on prototypes.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['e2e/**/*.ts'],
    // Playwright reads a fixture's dependencies from its first parameter: `({}, use)` names none.
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  { files: ['scripts/**/*.test.js', 'scripts/fixtures/**/*.js'], languageOptions: { globals: globals.jest } },
  { files: ['e2e/bench/in-page.js'], languageOptions: { globals: globals.browser } },
  {
    // The interface is in messages (#42): a literal text in JSX, or in a prop a visitor reads
    // (`label`, `title`, `aria-label`, `alt`, `placeholder`), is English no catalog gives.
    files: ['shell/src/**/*.tsx', 'mf-facts/src/**/*.tsx', 'mf-countries/src/**/*.tsx', 'mf-contact/src/**/*.tsx', 'mf-compare/src/**/*.tsx'],
    ignores: TEST_FILES,
    plugins: { formatjs },
    rules: { 'formatjs/no-literal-string-in-jsx': ['error', { props: { include: [['*', '(label|title|aria-label|alt|placeholder)']] } }] },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/files': [
        { category: 'test', pattern: TEST_FILES },
        { category: 'shell-catalogs', pattern: 'shell/src/i18n.ts' },
      ],
      // Workspace packages resolve to their folders (not node_modules), so they are elements too.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'], preserveSymlinks: false } },
    },
    rules: { 'boundaries/dependencies': ['error', { default: 'disallow', policies }] },
  },
);
