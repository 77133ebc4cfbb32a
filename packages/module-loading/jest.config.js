module.exports = require('../../jest/dom-project')('module-loading', __dirname);
