module.exports = {
  ...require('../jest/dom-project')('mf-countries', __dirname),
  // The list and detail tests read from the real countries-api.
  globalSetup: '<rootDir>/../jest/start-countries-api.js',
  globalTeardown: '<rootDir>/../jest/stop-countries-api.js',
};
