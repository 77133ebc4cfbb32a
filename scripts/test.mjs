#!/usr/bin/env node
/**
 * `npm test`: builds every workspace, type-checks each, runs every Jest project, then the browser
 * suite when the e2e workspace exists: against the `npm start` servers, then against the nginx stack.
 * Ends with one line: `tests: N passed, N failed`.
 * Exits non-zero when any step fails.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const reports = join(root, 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0 };
let ok = true;

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`=== ${label} failed (exit ${result.status ?? result.signal})`);
    ok = false;
  }
  return result.status === 0;
}

function countJest(file) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  return true;
}

function countPlaywright(file) {
  if (!existsSync(file)) return false;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  return true;
}

if (run('build', 'npm', ['run', 'build'])) {
  run('type-check', 'npm', ['run', 'typecheck']);
  const jestReport = join(reports, 'jest.json');
  run('unit tests', 'npx', ['jest', '--ci', '--json', `--outputFile=${jestReport}`]);
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

if (!ok && totals.failed === 0) totals.failed = 1;
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(ok ? 0 : 1);
