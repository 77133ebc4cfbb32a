module.exports = require('../../jest/node-project')('service-kit', __dirname);
