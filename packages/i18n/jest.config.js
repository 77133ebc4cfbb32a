module.exports = require('../../jest/node-project')('i18n', __dirname);
