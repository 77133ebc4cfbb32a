/** @type {import('jest').Config} */
module.exports = {
  displayName: 'countries-api',
  testEnvironment: 'node',
  transform: { '^.+\\.(ts|js)$': ['@swc/jest'] },
  // content-disposition (@fastify/static) and cookie (light-my-request) ship ESM only; Node loads it natively, Jest needs it compiled.
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie)/)'],
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/scripts/**/*.test.ts'],
};
