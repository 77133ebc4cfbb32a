// The tests of npm test's own counting (test-report.cjs), on a fixture Jest workspace.
module.exports = require('../jest/node-project')('scripts', __dirname, ['<rootDir>/*.test.js']);
