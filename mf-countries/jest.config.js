const domProject = require('../jest/dom-project')('mf-countries', __dirname, { worldMap: true });
const { FORMATJS } = require('../jest/esm-packages');

module.exports = {
  ...domProject,
  // The card's fonts and resvg's WebAssembly are data: URLs, as webpack inlines them (../jest/inline-asset.js).
  transform: { '\\.(woff|wasm)$': require.resolve('../jest/inline-asset.js'), ...domProject.transform },
  // d3 (the maps), p-limit (the card's drawing) and FormatJS (the messages) ship ES modules only; the card's assets are inlined.
  transformIgnorePatterns: [`/node_modules/(?!(d3-[a-z-]+|internmap|p-limit|yocto-queue|${FORMATJS})/)(?!.*\\.(woff|wasm)$)`],
  // Files imported as URLs (the map's shapes) are file names in tests, as static assets are.
  moduleNameMapper: { ...domProject.moduleNameMapper, '\\?url$': require.resolve('../jest/file-stub.js') },
  // The list and detail tests read from the real countries-api.
  globalSetup: '<rootDir>/../jest/start-countries-api.js',
  globalTeardown: '<rootDir>/../jest/stop-countries-api.js',
};
