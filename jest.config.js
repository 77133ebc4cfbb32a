/** Every workspace's unit tests, run together by `npm test`. */
/** @type {import('jest').Config} */
module.exports = {
  projects: ['<rootDir>/countries-api', '<rootDir>/contact-api', '<rootDir>/shell', '<rootDir>/shell/server', '<rootDir>/mf-facts', '<rootDir>/mf-countries', '<rootDir>/mf-contact', '<rootDir>/packages/static-server', '<rootDir>/packages/countries-client', '<rootDir>/packages/design-system', '<rootDir>/packages/islands', '<rootDir>/packages/webpack-config', '<rootDir>/deploy', '<rootDir>/scripts'],
};
