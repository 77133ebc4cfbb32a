module.exports = {
  ...require('../../jest/node-project')('countries-client', __dirname),
  // The requests are made to the real countries-api.
  globalSetup: '<rootDir>/../../jest/start-countries-api.js',
  globalTeardown: '<rootDir>/../../jest/stop-countries-api.js',
};
