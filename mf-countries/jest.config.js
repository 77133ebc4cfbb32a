const domProject = require('../jest/dom-project')('mf-countries', __dirname);

module.exports = {
  ...domProject,
  // Files imported as URLs (the map's shapes) are file names in tests, as static assets are.
  moduleNameMapper: { ...domProject.moduleNameMapper, '\\?url$': require.resolve('../jest/file-stub.js') },
  // d3-geo and its dependencies ship as ES modules only (.mjs): compiled like the app's code.
  transform: { '^.+\\.m?(t|j)sx?$': Object.values(domProject.transform)[0] },
  transformIgnorePatterns: ['/node_modules/(?!(d3-[a-z-]+|internmap)/)'],
  // The list and detail tests read from the real countries-api.
  globalSetup: '<rootDir>/../jest/start-countries-api.js',
  globalTeardown: '<rootDir>/../jest/stop-countries-api.js',
};
