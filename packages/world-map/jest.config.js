const domProject = require('../../jest/dom-project')('world-map', __dirname, { worldMap: true });

module.exports = {
  ...domProject,
  // The join is checked against every record of the real countries-api.
  globalSetup: '<rootDir>/../../jest/start-countries-api.js',
  globalTeardown: '<rootDir>/../../jest/stop-countries-api.js',
};
