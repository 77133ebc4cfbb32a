const domProject = require('../jest/dom-project')('mf-compare', __dirname);

module.exports = {
  ...domProject,
  // d3-geo and its dependencies (the locator map's) ship as ES modules only (.mjs): compiled like the app's code.
  transform: { '^.+\\.m?(t|j)sx?$': Object.values(domProject.transform)[0] },
  transformIgnorePatterns: ['/node_modules/(?!(d3-[a-z-]+|internmap)/)'],
  // The comparison's tests read from the real countries-api.
  globalSetup: '<rootDir>/../jest/start-countries-api.js',
  globalTeardown: '<rootDir>/../jest/stop-countries-api.js',
};
