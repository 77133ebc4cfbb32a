module.exports = {
  ...require('../jest/dom-project')('mf-compare', __dirname),
  // The comparison's tests read from the real countries-api.
  globalSetup: '<rootDir>/../jest/start-countries-api.js',
  globalTeardown: '<rootDir>/../jest/stop-countries-api.js',
};
