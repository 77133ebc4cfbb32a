const domProject = require('../../jest/dom-project')('world-map', __dirname);

module.exports = {
  ...domProject,
  // d3-geo and its dependencies ship as ES modules only (.mjs): compiled like the package's code.
  transform: { '^.+\\.m?(t|j)sx?$': Object.values(domProject.transform)[0] },
  transformIgnorePatterns: ['/node_modules/(?!(d3-[a-z-]+|internmap)/)'],
  // The join is checked against every record of the real countries-api.
  globalSetup: '<rootDir>/../../jest/start-countries-api.js',
  globalTeardown: '<rootDir>/../../jest/stop-countries-api.js',
};
