const domProject = require('../jest/dom-project')('mf-compare', __dirname, { worldMap: true });

module.exports = {
  ...domProject,
  // The comparison's tests read from the real countries-api.
  globalSetup: '<rootDir>/../jest/start-countries-api.js',
  globalTeardown: '<rootDir>/../jest/stop-countries-api.js',
};
