/**
 * Loads one exposed module of a remote in this Node process through the federation runtime, as a
 * host's server does, and prints what happened as one JSON line:
 * `tsx load-remote.ts '{"entry":"http://…/remoteEntry.js","id":"facts/routes/home","check":true,"attempts":2}'`
 * (`check`: with the server-code-check plugin; `integrity`: its pins). Prints
 * `{ results: [{ ok, value?, error? } per attempt], logs: [lines the plugin logged], ran: [what remote code ran] }`
 * (`value`: the module's default export, or a route module's `Component`, as `function <name>`):
 * `ran` is what the served code itself recorded (`globalThis.__ran`), to tell what was evaluated.
 */
import { createInstance } from '@module-federation/enhanced/runtime';
import { serverCodeCheck } from '../src/server-code-check';

interface Options {
  entry: string;
  id: string;
  check: boolean;
  integrity?: Record<string, string>;
  attempts?: number;
}

async function main(): Promise<void> {
  const options = JSON.parse(process.argv[2] ?? '{}') as Options;
  const logs: string[] = [];
  const name = options.id.split('/')[0] ?? '';
  const host = createInstance({
    name: 'test_host',
    remotes: [{ name, entry: options.entry }],
    plugins: options.check ? [serverCodeCheck({ integrity: options.integrity, log: (line) => logs.push(line) })] : [],
  });
  const results: Array<{ ok: boolean; value?: unknown; error?: string }> = [];
  for (let attempt = 0; attempt < (options.attempts ?? 1); attempt += 1) {
    try {
      const module = await host.loadRemote<{ default?: unknown; Component?: unknown }>(options.id);
      const value = module?.default ?? module?.Component;
      results.push({ ok: true, value: typeof value === 'function' ? `function ${value.name}` : value });
    } catch (error) {
      results.push({ ok: false, error: error instanceof Error ? error.message : String(error) });
    }
  }
  console.log(JSON.stringify({ results, logs, ran: (globalThis as { __ran?: string[] }).__ran ?? [] }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
