// The redeploy's tests: a remote's real build (mf-facts) rebuilt and switched while it is served.
module.exports = require('../../jest/node-project')('redeploy', __dirname);
