const { join } = require('node:path');
const { FORMATJS } = require('./esm-packages');

/**
 * Jest project settings for a React app or package: jsdom, TypeScript and TSX through SWC with the
 * automatic JSX runtime, the DOM setup below, and static assets as file names. FormatJS
 * (`@worldatlas/i18n`) ships ES modules only: it is compiled like the app's code.
 * @param {string} displayName the project's name in reports
 * @param {string} rootDir the app's folder
 * @param {{ worldMap?: boolean }} [options] `worldMap`: the project draws with `@worldatlas/world-map`,
 *   whose d3-geo and its dependencies ship as ES modules only (.mjs): they are compiled too.
 * @returns {import('jest').Config}
 */
module.exports = function domProject(displayName, rootDir, { worldMap = false } = {}) {
  const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }];
  return {
    displayName,
    rootDir,
    // jsdom with Node's fetch, Request and streams, which React Router 7 uses.
    testEnvironment: 'jest-fixed-jsdom',
    transform: worldMap ? { '^.+\\.m?(t|j)sx?$': swc } : { '^.+\\.(t|j)sx?$': swc },
    transformIgnorePatterns: [`/node_modules/(?!(${worldMap ? 'd3-[a-z-]+|internmap|' : ''}${FORMATJS})/)`],
    moduleNameMapper: { '\\.(svg|png|jpe?g|webp)$': join(__dirname, 'file-stub.js') },
    setupFilesAfterEnv: [join(__dirname, 'setup-dom.ts')],
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    // Spies and mocks set in a test end with it.
    restoreMocks: true,
  };
};
