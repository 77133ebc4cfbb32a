/** The render server's tests (server/): Node, not the browser's jsdom the shell's other tests run in. */
module.exports = require('../jest/node-project')('shell-server', __dirname, ['<rootDir>/server/**/*.test.ts']);
