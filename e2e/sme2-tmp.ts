import { explore } from 'source-map-explorer';
(async () => {
  const f = process.argv[2];
  const r = await explore({ code: f, map: `${f}.map` }, { gzip: false, noRoot: true, noBorderChecks: true, output: { format: 'json' } });
  const files = Object.entries(r.bundles[0].files).sort((a, b) => b[1].size - a[1].size).slice(0, 40);
  for (const [s, { size }] of files) console.log(String(size).padStart(7), s.replace(/.*node_modules\//, ''));
})();
