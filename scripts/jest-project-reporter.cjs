/**
 * A Jest reporter that records which project ran each test file, as Jest itself assigned it (the
 * project's `displayName`), which Jest's `--json` report leaves out. `npm test` reads it to check
 * that every project of jest.config.js ran (scripts/test-report.cjs).
 *
 * Writes `{ "suites": [{ "file": "<absolute path>", "project": "<displayName>" }] }` to
 * `<outputFile without .json>.projects.json`, beside the `--outputFile` report; nothing without
 * `--outputFile`.
 */
const { writeFileSync } = require('node:fs');

/** The file the project list is written to, for a `--outputFile` of `outputFile`. */
const projectsFileOf = (outputFile) => `${outputFile.replace(/\.json$/, '')}.projects.json`;

class JestProjectReporter {
  /** @param {import('@jest/types').Config.GlobalConfig} globalConfig */
  constructor(globalConfig) {
    this.outputFile = globalConfig.outputFile;
    this.suites = [];
  }

  /** Called by Jest once per test file, with the configuration of the project that ran it. */
  onTestResult(test, result) {
    const { displayName } = test.context.config;
    this.suites.push({ file: result.testFilePath, project: typeof displayName === 'string' ? displayName : displayName?.name });
  }

  onRunComplete() {
    if (this.outputFile) writeFileSync(projectsFileOf(this.outputFile), `${JSON.stringify({ suites: this.suites }, null, 1)}\n`);
  }
}

module.exports = JestProjectReporter;
module.exports.projectsFileOf = projectsFileOf;
