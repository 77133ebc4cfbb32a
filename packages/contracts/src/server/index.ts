// What only the site's Node servers share (countries-api, contact-api, the shell's render server):
// `@worldatlas/contracts/server`. The package's main entry is bundled into browser code, so nothing
// here may be reachable from `../index.ts`.
export * from './trust-proxy';
