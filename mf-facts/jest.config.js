module.exports = require('../jest/dom-project')('mf-facts', __dirname, { worldMap: true });
