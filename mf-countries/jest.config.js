const domProject = require('../jest/dom-project')('mf-countries', __dirname, { worldMap: true });

module.exports = {
  ...domProject,
  // Files imported as URLs (the map's shapes) are file names in tests, as static assets are.
  moduleNameMapper: { ...domProject.moduleNameMapper, '\\?url$': require.resolve('../jest/file-stub.js') },
  // The list and detail tests read from the real countries-api.
  globalSetup: '<rootDir>/../jest/start-countries-api.js',
  globalTeardown: '<rootDir>/../jest/stop-countries-api.js',
};
