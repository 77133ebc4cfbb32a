module.exports = require('../jest/node-project')('deploy', __dirname, ['<rootDir>/test/**/*.test.ts']);
