// The runtime plugins' tests: remotes loaded in Node processes from real HTTP servers; the real
// server build of mf-facts (npm run build -w mf-facts) for the chunk checks.
module.exports = require('../../jest/node-project')('federation-runtime', __dirname);
