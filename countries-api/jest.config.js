module.exports = require('../jest/node-project')('countries-api', __dirname, [
  '<rootDir>/src/**/*.test.ts',
  '<rootDir>/scripts/**/*.test.ts',
]);
