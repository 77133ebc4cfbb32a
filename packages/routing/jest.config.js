module.exports = require('../../jest/dom-project')('routing', __dirname);
