module.exports = require('../../jest/dom-project')('islands', __dirname);
