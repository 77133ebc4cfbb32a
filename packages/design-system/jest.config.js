module.exports = require('../../jest/dom-project')('design-system', __dirname);
