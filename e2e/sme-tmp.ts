import { explore } from 'source-map-explorer';
import { readdirSync } from 'node:fs';
const dir = process.argv[2];
(async () => {
for (const f of readdirSync(dir).filter(f => f.endsWith('.js') && !f.includes('LICENSE'))) {
  const r = await explore({ code: `${dir}/${f}`, map: `${dir}/${f}.map` }, { gzip: true, noRoot: true, noBorderChecks: true, output: { format: 'json' } }).catch(e => null);
  if (!r) { console.log(f, 'no map'); continue; }
  const groups = new Map<string, number>();
  for (const b of r.bundles) for (const [s, { size }] of Object.entries(b.files)) {
    const m = s.lastIndexOf('node_modules/'); let g = s;
    if (m >= 0) { const [a, b2] = s.slice(m + 13).split('/'); g = a.startsWith('@') ? `${a}/${b2}` : a; } else g = s.split('/').slice(0,3).join('/');
    groups.set(g, (groups.get(g) ?? 0) + size / 1024);
  }
  const total = [...groups.values()].reduce((a, b) => a + b, 0);
  console.log(f, total.toFixed(1), [...groups].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([g, s]) => `${g}:${s.toFixed(1)}`).join(' '));
}})();
