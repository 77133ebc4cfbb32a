module.exports = require('../../jest/node-project')('static-server', __dirname);
