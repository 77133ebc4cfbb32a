// Static assets are URLs in the bundle; in tests, a stable file name stands for them.
module.exports = 'asset-stub';
