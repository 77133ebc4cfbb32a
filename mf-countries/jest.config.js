module.exports = {
  ...require('../jest/dom-project')('mf-countries', __dirname),
  // The list and detail tests read from the real countries-api.
  globalSetup: '<rootDir>/test/start-api.js',
  globalTeardown: '<rootDir>/test/stop-api.js',
};
