const { FORMATJS } = require('./esm-packages');

/**
 * Jest project settings for a Node workspace: TypeScript through SWC, tests beside their files.
 * @param {string} displayName the project's name in reports
 * @param {string} rootDir the workspace folder
 * @param {string[]} testMatch globs of test files
 * @returns {import('jest').Config}
 */
module.exports = function nodeProject(displayName, rootDir, testMatch = ['<rootDir>/src/**/*.test.ts']) {
  return {
    displayName,
    rootDir,
    testEnvironment: 'node',
    transform: { '^.+\\.(ts|js)$': ['@swc/jest'] },
    // content-disposition (@fastify/static), cookie (light-my-request), p-limit with its queue and
    // FormatJS ship ESM only; Node loads them natively, Jest needs them compiled.
    transformIgnorePatterns: [`/node_modules/(?!(content-disposition|cookie|p-limit|yocto-queue|${FORMATJS})/)`],
    testMatch,
    // Spies and mocks set in a test end with it.
    restoreMocks: true,
  };
};
