module.exports = require('../jest/dom-project')('mf-contact', __dirname);
