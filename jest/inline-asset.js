const { readFileSync } = require('node:fs');
const { extname } = require('node:path');

const TYPES = { '.woff': 'font/woff', '.wasm': 'application/wasm' };

/**
 * Jest transform for files webpack inlines (`asset/inline`: a font, a WebAssembly module): the
 * module is the file's `data:` URL (base64), as in the build. Read from disk: Jest hands a
 * transform the source as text, which would mangle the bytes.
 */
module.exports = {
  process(_source, filename) {
    const type = TYPES[extname(filename)] ?? 'application/octet-stream';
    return { code: `module.exports = ${JSON.stringify(`data:${type};base64,${readFileSync(filename).toString('base64')}`)};` };
  },
};
