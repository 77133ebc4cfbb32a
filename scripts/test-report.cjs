/**
 * How `npm test` (scripts/test.mjs) counts a Jest run: tests passed, failed and skipped from Jest's
 * `--json` report, test files that failed outside their tests, and Jest projects that ran no file.
 */
const { dirname, join, relative } = require('node:path');

/** The first line of an error message that says something (not Jest's "● Test suite failed to run" heading). */
const firstLine = (message = '') =>
  message
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line && !line.startsWith('●')) ?? '';

/**
 * The projects a Jest configuration names, as Jest knows them: each project folder's own
 * jest.config.js, its `displayName` and `rootDir`.
 * @param {string} configFile a jest.config.js whose `projects` are folders (`<rootDir>/shell`).
 * @returns {{ name: string, rootDir: string }[]} in the configuration's order.
 * @throws Error when a project's configuration has no displayName (its files could not be told apart).
 */
function jestProjectsOf(configFile) {
  const rootDir = dirname(configFile);
  const { projects } = require(configFile);
  return projects.map((project) => {
    const folder = project.replace('<rootDir>', rootDir);
    const config = require(join(folder, 'jest.config.js'));
    const name = typeof config.displayName === 'string' ? config.displayName : config.displayName?.name;
    if (!name) throw new Error(`${folder}/jest.config.js has no displayName`);
    return { name, rootDir: config.rootDir ?? folder };
  });
}

/**
 * Counts one Jest run.
 * @param {object} report Jest's `--json` report.
 * @param {{ file: string, project: string }[]} suites which project ran each test file
 *   (scripts/jest-project-reporter.cjs).
 * @param {object} options
 * @param {string} options.root the repository's folder: files are named relative to it.
 * @param {{ name: string }[]} options.projects the projects that must each run a file ({@link jestProjectsOf}).
 * @param {Record<string, string>} [options.optionalSkips] files (relative) whose tests may skip, with why.
 * @returns {{ passed: number, failed: number, skipped: number, skippedOnPurpose: number, failedOutsideTests: string[], unexpectedSkips: string[], projectsWithoutFiles: string[] }}
 *   A test file that failed with no failed test of its own (it did not load, or a hook such as
 *   `afterAll` threw) is one failed test, named in `failedOutsideTests`; a skipped test of
 *   `optionalSkips` counts in `skippedOnPurpose` too, one outside them is named in `unexpectedSkips`; `projectsWithoutFiles` names each project no
 *   file of the run belongs to.
 */
function countJestReport(report, suites, { root, projects, optionalSkips = {} }) {
  const counts = { passed: report.numPassedTests, failed: report.numFailedTests, skipped: 0, skippedOnPurpose: 0, failedOutsideTests: [], unexpectedSkips: [], projectsWithoutFiles: [] };
  for (const suite of report.testResults) {
    const file = relative(root, suite.name);
    // Jest's JSON marks such a file failed but counts no failed test for it; its tests may even all have passed.
    if (suite.status === 'failed' && !suite.assertionResults.some((test) => test.status === 'failed')) {
      counts.failed += 1;
      counts.failedOutsideTests.push(`${file}: ${firstLine(suite.message)}`);
    }
    for (const test of suite.assertionResults) {
      if (!['pending', 'skipped', 'todo', 'disabled'].includes(test.status)) continue;
      counts.skipped += 1;
      if (optionalSkips[file]) counts.skippedOnPurpose += 1;
      else counts.unexpectedSkips.push(`${file}: ${test.fullName}`);
    }
  }
  const ran = new Set(suites.map((suite) => suite.project));
  counts.projectsWithoutFiles = projects.map((project) => project.name).filter((name) => !ran.has(name));
  return counts;
}

module.exports = { countJestReport, firstLine, jestProjectsOf };
