#!/usr/bin/env node
/**
 * `npm test`: builds every workspace from scratch, type-checks each, runs the house's lint (`npm run
 * lint`: ESLint with the import boundaries) and `npm run knip` (unused files, exports and
 * dependencies), runs every Jest project, then the browser suite when the e2e workspace exists:
 * against the `npm start` servers, then against the nginx stack. Ends with one line:
 * `tests: N passed, N failed, N skipped`. A failing lint or knip counts as one failed test each, named.
 *
 * A skipped test fails the run: every suite must run. The comparison with the REST Countries v3.1
 * reference (countries-api/src/reference-*.test.ts) fails when the reference file is absent
 * (REST_COUNTRIES_REFERENCE, default ../shared/reference/ beside the repository), unless
 * REST_COUNTRIES_REFERENCE=none skips it on purpose: its tests are then counted as skipped, and the
 * summary line says how many of the skipped were skipped on purpose, and why.
 * A test file that fails to load (Playwright's load errors, Jest's) or that Jest reports failed with
 * no failed test of its own (a hook such as afterAll threw) counts as one failed test each, named
 * (scripts/test-report.cjs). A Jest project of jest.config.js that ran no test file fails the run:
 * each file's project is the one Jest ran it under (its displayName, recorded by
 * scripts/jest-project-reporter.cjs), not a folder its path starts with. The browser suite's screenshots are artifacts, not tests: counted apart, on their own line.
 * Exits non-zero when any step fails.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';

const require = createRequire(import.meta.url);
const { countJestReport, firstLine, jestProjectsOf } = require('./test-report.cjs');
const { projectsFileOf } = require('./jest-project-reporter.cjs');

const root = join(import.meta.dirname, '..');
const reports = join(root, 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const referenceFile = process.env.REST_COUNTRIES_REFERENCE || join(root, '..', 'shared', 'reference', 'restcountries-v3.1.json');
/** The comparison with v3.1, skipped only when REST_COUNTRIES_REFERENCE says so (countries-api/test/helper.ts). */
const referenceTests = ['countries-api/src/reference-shapes.test.ts', 'countries-api/src/reference-conformance.test.ts'];
const REFERENCE_OPT_OUT = 'none';
/** Test files that may skip, each with why: only on an explicit opt-out. */
const optionalSkips = referenceFile === REFERENCE_OPT_OUT ? Object.fromEntries(referenceTests.map((file) => [file, `REST_COUNTRIES_REFERENCE=${REFERENCE_OPT_OUT}`])) : {};

const totals = { passed: 0, failed: 0, skipped: 0, skippedOnPurpose: 0 };
/** Browser spec files that failed to load (counted in `totals.failed` at the end), and screenshots taken. */
const loadFailures = [];
/** Jest test files that failed outside their tests (already counted in `totals.failed`). */
const failedOutsideTests = [];
const screenshots = { taken: 0, failed: 0 };
/** The browser suite's screenshots (artifacts for review, see the README): not counted as tests. */
const SCREENSHOTS_SPEC = 'e2e/tests/screenshots.spec.ts';
/** Skipped tests that had to run. */
const unexpectedSkips = [];
/** Checks of the whole repository that failed (lint, knip): one failed test each, counted at the end. */
const failedChecks = [];
let ok = true;

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  // Each step's time, so a slow suite shows where its minutes go.
  console.log(`=== ${label}: ${((performance.now() - started) / 1000).toFixed(0)} s`);
  if (result.status !== 0) {
    console.error(`=== ${label} failed (exit ${result.status ?? result.signal})`);
    ok = false;
  }
  return result.status === 0;
}

/** Counts one skipped test: fine when its file may skip, otherwise a failure of the run. */
function countSkip(file, title) {
  totals.skipped += 1;
  if (optionalSkips[file]) totals.skippedOnPurpose += 1;
  else unexpectedSkips.push(`${file}: ${title}`);
}

/**
 * Adds a Jest run to the totals (scripts/test-report.cjs): a file that failed outside its tests (it
 * did not load, or a hook such as afterAll threw) is one failed test, and each project of
 * jest.config.js, by the displayName Jest ran its files under, must have run a file.
 */
function countJest(file) {
  if (!existsSync(file) || !existsSync(projectsFileOf(file))) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const { suites } = JSON.parse(readFileSync(projectsFileOf(file), 'utf8'));
  const counts = countJestReport(report, suites, { root, projects: jestProjectsOf(join(root, 'jest.config.js')), optionalSkips });
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  totals.skippedOnPurpose += counts.skippedOnPurpose;
  failedOutsideTests.push(...counts.failedOutsideTests);
  unexpectedSkips.push(...counts.unexpectedSkips);
  for (const project of counts.projectsWithoutFiles) {
    console.error(`=== Jest project ${project} ran no test file (jest.config.js names it)`);
    ok = false;
  }
  return true;
}

/** Every test of a Playwright JSON report, with its file, through nested suites. */
function* playwrightTests(suite, file = suite.file) {
  for (const spec of suite.specs ?? []) for (const test of spec.tests) yield { file: `e2e/tests/${spec.file ?? file}`, title: `[${test.projectName}] ${spec.title}`, test };
  for (const child of suite.suites ?? []) yield* playwrightTests(child, child.file ?? file);
}

function countPlaywright(file) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  // Errors outside any test: a spec file that failed to load, a web server that did not start.
  for (const error of report.errors ?? []) loadFailures.push(`${error.location?.file ? relative(root, error.location.file) : 'browser suite'}: ${firstLine(error.message)}`);
  for (const suite of report.suites) {
    for (const { file: testFile, title, test } of playwrightTests(suite)) {
      if (testFile === SCREENSHOTS_SPEC) screenshots[test.status === 'expected' ? 'taken' : 'failed'] += 1;
      else if (test.status === 'skipped') countSkip(testFile, title);
      else if (test.status === 'unexpected') totals.failed += 1;
      else totals.passed += 1;
    }
  }
  return true;
}

// From scratch: no build state or cached output from an earlier run (npm start skips fresh builds):
// wireit keeps it in `.wireit` beside each package.json, the root's, its folders' and packages/*'.
for (const dir of ['.', ...readdirSync(root), ...readdirSync(join(root, 'packages')).map((name) => join('packages', name))]) {
  rmSync(join(root, dir, '.wireit'), { recursive: true, force: true });
}
if (run('build', 'npm', ['run', 'build'], { WIREIT_CACHE: 'none', WIREIT_LOGGER: 'simple' })) {
  run('type-check', 'npm', ['run', 'typecheck']);
  for (const script of ['lint', 'knip']) {
    if (!run(script, 'npm', ['run', script])) failedChecks.push(`npm run ${script}`);
  }
  const jestReport = join(reports, 'jest.json');
  // The second reporter records which project ran each file (the --json report does not say).
  const reporters = ['--reporters=default', `--reporters=${join(root, 'scripts', 'jest-project-reporter.cjs')}`];
  run('unit tests', 'npx', ['jest', '--ci', '--json', `--outputFile=${jestReport}`, ...reporters], { REST_COUNTRIES_REFERENCE: referenceFile });
  if (!countJest(jestReport)) ok = false;

  if (existsSync(join(root, 'e2e', 'package.json'))) {
    const e2eReport = join(reports, 'e2e.json');
    run('browser tests', 'npm', ['test', '-w', 'e2e'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport });
    if (!countPlaywright(e2eReport)) ok = false;
    // Once more against the apps served as the containers serve them (nginx), then the redeploy test.
    const nginxReport = join(reports, 'e2e-nginx.json');
    run('browser tests on nginx', 'npm', ['test', '-w', 'e2e'], { PLAYWRIGHT_JSON_OUTPUT_NAME: nginxReport, E2E_STACK: 'nginx' });
    if (!countPlaywright(nginxReport)) ok = false;
  }
}

if (unexpectedSkips.length > 0) {
  console.error(`\nThese tests were skipped, but every suite must run:\n  ${unexpectedSkips.join('\n  ')}`);
  ok = false;
}
if (failedOutsideTests.length > 0) {
  console.error(`\nThese Jest test files failed outside their tests: they did not load, or a hook such as afterAll threw (each counted as one failed test):\n  ${failedOutsideTests.join('\n  ')}`);
  ok = false;
}
if (failedChecks.length > 0) {
  console.error(`\nThese checks failed (each counted as one failed test; their output is above):\n  ${failedChecks.join('\n  ')}`);
  totals.failed += failedChecks.length;
}
if (loadFailures.length > 0) {
  console.error(`\nThese test files failed to load (each counted as one failed test):\n  ${loadFailures.join('\n  ')}`);
  totals.failed += loadFailures.length;
  ok = false;
}
if (screenshots.taken + screenshots.failed > 0) {
  console.log(`\nscreenshots: ${screenshots.taken} saved in e2e/test-results/screenshots/ (artifacts for review, not tests)${screenshots.failed ? `, ${screenshots.failed} could not be taken` : ''}`);
}
if (screenshots.failed > 0) ok = false;
if (!ok && totals.failed === 0) totals.failed = 1;
const onPurpose = totals.skippedOnPurpose > 0 ? ` (${totals.skippedOnPurpose} on purpose: the comparison with REST Countries v3.1, REST_COUNTRIES_REFERENCE=${REFERENCE_OPT_OUT})` : '';
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped${onPurpose}`);
process.exit(ok ? 0 : 1);
