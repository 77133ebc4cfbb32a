const { join } = require('node:path');

/**
 * Jest project settings for a React app or package: jsdom, TypeScript and TSX through SWC with the
 * automatic JSX runtime, the DOM setup below, and static assets as file names.
 * @param {string} displayName the project's name in reports
 * @param {string} rootDir the app's folder
 * @returns {import('jest').Config}
 */
module.exports = function domProject(displayName, rootDir) {
  return {
    displayName,
    rootDir,
    // jsdom with Node's fetch, Request and streams, which React Router 7 uses.
    testEnvironment: 'jest-fixed-jsdom',
    transform: {
      '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }],
    },
    moduleNameMapper: { '\\.(svg|png|jpe?g|webp)$': join(__dirname, 'file-stub.js') },
    setupFilesAfterEnv: [join(__dirname, 'setup-dom.ts')],
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    // Spies and mocks set in a test end with it.
    restoreMocks: true,
  };
};
