/**
 * `npm run bench:ablation -w countries-api`: what each plugin library costs per request. Makes copies
 * of the built API, each with one plugin's registration left out of `app.js` (helmet, CORS,
 * under-pressure, the rate limit, the metrics plugin) and one with all five left out (Fastify, the
 * response cache and the routes only), then runs `bench.ts` with the copies as BENCH_BASELINE builds,
 * so they are measured in the same run, alternating with the API as deployed and the bare server.
 * The figure to read is CPU µs/request; throughput swings by ±15 % between rounds here.
 * The copies live in `.ablation/` next to `dist/` (so they resolve the same node_modules) and are
 * removed at the end. BENCH_* settings pass through to bench.ts.
 * @throws Error when a registration line is no longer found in the built app.js (the bench is then out of date).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');
const DIST = join(ROOT, 'dist');
const OUT = join(ROOT, '.ablation');

/** Plugin name → the module binding its registration uses in the compiled app.js. */
const PLUGINS: Record<string, string> = {
  helmet: 'helmet_1',
  cors: 'cors_1',
  'under-pressure': 'under_pressure_1',
  'rate-limit': 'rate_limit_1',
  metrics: 'metrics_1',
};

/** A copy of the built API whose app.js leaves out the registrations of `plugins`. */
function variant(label: string, plugins: string[]): string {
  const dir = join(OUT, label);
  mkdirSync(dir, { recursive: true });
  // Code only; the data and flags are shared by a link.
  cpSync(DIST, dir, { recursive: true, filter: (source) => ![join(DIST, 'data'), join(DIST, 'flags')].includes(source) });
  for (const shared of ['data', 'flags']) symlinkSync(join(DIST, shared), join(dir, shared));
  let app = readFileSync(join(dir, 'app.js'), 'utf8');
  for (const plugin of plugins) {
    const registration = new RegExp(`await app\\.register\\(${PLUGINS[plugin]}\\.default[^;]*;`);
    if (!registration.test(app)) throw new Error(`ablation: no registration of ${plugin} in dist/app.js`);
    // An expression statement, not a comment: the metrics registration is the body of an `if`.
    app = app.replace(registration, 'void 0;');
  }
  writeFileSync(join(dir, 'app.js'), app);
  return `without-${label}=${join(dir, 'server.js')}`;
}

function main(): number {
  rmSync(OUT, { recursive: true, force: true });
  try {
    const baselines = [...Object.keys(PLUGINS).map((plugin) => variant(plugin, [plugin])), variant('all', Object.keys(PLUGINS))];
    const run = spawnSync('npx', ['tsx', join(__dirname, 'bench.ts')], {
      stdio: 'inherit',
      // The copies find their data through DATA_DIR, as a container does.
      env: { ...process.env, DATA_DIR: DIST, BENCH_BASELINE: baselines.join(',') },
    });
    return run.status ?? 1;
  } finally {
    rmSync(OUT, { recursive: true, force: true });
  }
}

process.exit(main());
