module.exports = require('../jest/dom-project')('shell', __dirname);
