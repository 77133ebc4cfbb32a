const nodeProject = require('../jest/node-project');

// Every test runs against both databases: SQLite files made by each test, and a PostgreSQL cluster
// this project starts once (test/postgres-global-setup.ts) and stops after its last test.
const base = nodeProject('contact-api', __dirname);
module.exports = {
  ...base,
  // kysely ships ESM only; Node loads it natively, Jest needs it compiled.
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie|kysely)/)'],
  globalSetup: '<rootDir>/test/postgres-global-setup.ts',
  globalTeardown: '<rootDir>/test/postgres-global-teardown.ts',
};
