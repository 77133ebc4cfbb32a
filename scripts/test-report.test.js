const { spawnSync } = require('node:child_process');
const { mkdtempSync, readFileSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { projectsFileOf } = require('./jest-project-reporter.cjs');
const { countJestReport, jestProjectsOf } = require('./test-report.cjs');

// A real Jest run of a small workspace shaped like this repository's (fixtures/jest-report/jest.config.js).
const FIXTURE = join(__dirname, 'fixtures', 'jest-report');
const REPORTER = join(__dirname, 'jest-project-reporter.cjs');

let out;
let report;
let suites;
beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), 'test-report-'));
  const outputFile = join(out, 'jest.json');
  // As scripts/test.mjs runs Jest: --json for the counts, the reporter for each file's project.
  const run = spawnSync(process.execPath, [require.resolve('jest/bin/jest'), '--config', join(FIXTURE, 'jest.config.js'), '--ci', '--json', `--outputFile=${outputFile}`, '--reporters=default', `--reporters=${REPORTER}`], { encoding: 'utf8' });
  expect(run.status).toBe(1);
  report = JSON.parse(readFileSync(outputFile, 'utf8'));
  suites = JSON.parse(readFileSync(projectsFileOf(outputFile), 'utf8')).suites;
}, 60_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

const count = () => countJestReport(report, suites, { root: FIXTURE, projects: jestProjectsOf(join(FIXTURE, 'jest.config.js')) });

it('counts a file that fails in afterAll as one failed test, named, beside a failing test of another file', () => {
  const counts = count();
  // 3 tests passed (one in the file that then failed in afterAll); 1 test failed, plus that file.
  expect([counts.passed, counts.failed, counts.skipped]).toEqual([3, 2, 0]);
  expect(counts.failedOutsideTests).toEqual(['api/after-all.check.js: the server did not stop']);
});

it("checks each project by the configuration Jest ran each file with, not by the file's path", () => {
  expect(jestProjectsOf(join(FIXTURE, 'jest.config.js')).map((project) => project.name)).toEqual(['web', 'web-server', 'api']);
  // web/server/renders.check.js is under web/, but the web-server project ran it: web ran nothing.
  expect(suites).toContainEqual({ file: join(FIXTURE, 'web', 'server', 'renders.check.js'), project: 'web-server' });
  expect(count().projectsWithoutFiles).toEqual(['web']);
});

it('names a test skipped outside the files allowed to skip', () => {
  const skipped = structuredClone(report);
  const suite = skipped.testResults.find((candidate) => candidate.name.endsWith('renders.check.js'));
  suite.assertionResults[0].status = 'pending';
  skipped.numPassedTests -= 1;
  const projects = jestProjectsOf(join(FIXTURE, 'jest.config.js'));
  expect(countJestReport(skipped, suites, { root: FIXTURE, projects }).unexpectedSkips).toEqual(['web/server/renders.check.js: renders']);
  const allowed = countJestReport(skipped, suites, { root: FIXTURE, projects, optionalSkips: { 'web/server/renders.check.js': 'needs a reference file' } });
  expect([allowed.skipped, allowed.skippedOnPurpose, allowed.unexpectedSkips]).toEqual([1, 1, []]);
});
