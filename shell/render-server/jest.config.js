// The render server's tests: Node, against the real built shell and remotes and the real countries-api.
module.exports = {
  ...require('../../jest/node-project')('shell-server', __dirname, ['<rootDir>/**/*.test.ts']),
  globalSetup: '<rootDir>/../../jest/start-countries-api.js',
  globalTeardown: '<rootDir>/../../jest/stop-countries-api.js',
};
