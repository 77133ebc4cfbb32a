const { REMOTES } = require('./scripts/remotes');

/** Every workspace's unit tests, run together by `npm test`: the services, the shell, each remote of the registry (remotes.json), the packages and the tools. */
/** @type {import('jest').Config} */
module.exports = {
  // Jest reads the test time limit from here only (a project's own is ignored). Tests that start
  // servers, render 250 cards from the real API or build a remote take seconds on a busy 2-core
  // machine; a test that needs longer says so itself.
  testTimeout: 30_000,
  projects: [
    '<rootDir>/countries-api',
    '<rootDir>/contact-api',
    '<rootDir>/shell',
    '<rootDir>/shell/render-server',
    ...REMOTES.map(({ folder }) => `<rootDir>/${folder}`),
    '<rootDir>/packages/static-server',
    '<rootDir>/packages/service-kit',
    '<rootDir>/packages/countries-client',
    '<rootDir>/packages/design-system',
    '<rootDir>/packages/islands',
    '<rootDir>/packages/routing',
    '<rootDir>/packages/i18n',
    '<rootDir>/packages/federation-runtime',
    '<rootDir>/packages/redeploy',
    '<rootDir>/packages/world-map',
    '<rootDir>/deploy',
    '<rootDir>/scripts',
  ],
};
