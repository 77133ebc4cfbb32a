import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createHash } from 'node:crypto';
import { basename, dirname } from 'node:path';

/** What {@link serverCodeCheck} is given. */
export interface ServerCodeCheckOptions {
  /**
   * Pins of remotes' server entries (`server/remoteEntry.js`), by remote name, in the form of
   * Subresource Integrity: `{ facts: 'sha256-<base64 of the file's SHA-256>' }`; several
   * space-separated values allow any of them (a rollout). A remote without a pin is not checked.
   */
  integrity?: Partial<Record<string, string>>;
  /** Where each refusal is reported, one line, once per URL and reason until that URL is accepted again. */
  log: (message: string) => void;
  /** How long one fetch of a remote's code may take, in ms (entry, chunk or manifest); none by default. It then fails, saying so. */
  timeLimitMs?: number;
}

/** A remote's container (`init`, `get`), as the runtime types it. */
type RemoteEntryExports = NonNullable<Parameters<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>[0]['remoteEntryExports']>;

/** Why a response was not run as a remote's code: its message says which URL and why. */
class RefusedRemoteCode extends Error {
  override name = 'RefusedRemoteCode';
}

const JAVASCRIPT_TYPE = /^(?:text|application)\/(?:javascript|ecmascript|x-javascript)\s*(?:;|$)/i;
const JSON_TYPE = /^application\/(?:[a-z0-9.+-]*\+)?json\s*(?:;|$)/i;
const PIN = /^sha256-[A-Za-z0-9+/]{43}=$/;

/** The federation runtime's manifests are JSON; everything else it fetches on a server is code. */
const expectedType = (url: string) => (new URL(url).pathname.endsWith('.json') ? 'json' : 'javascript');

/**
 * Checks one remote's pins. @returns the SHA-256 digests (base64) it allows.
 * @throws Error naming the remote when a value is not `sha256-` and a 32-byte base64 digest.
 */
function parsePins(name: string, value: string): string[] {
  const pins = value.split(/\s+/).filter(Boolean);
  if (pins.length === 0 || !pins.every((pin) => PIN.test(pin))) {
    throw new Error(`serverEntryIntegrity.${name} must be "sha256-<base64 digest>" (space-separated for several), got ${JSON.stringify(value)}`);
  }
  return pins.map((pin) => pin.slice('sha256-'.length));
}

/**
 * A federation runtime plugin for a host that loads remotes' server builds in Node
 * (`@module-federation/node`): no response runs as a remote's code unless it was answered 2xx with
 * a JavaScript content type (a manifest: JSON), and a pinned server entry only when its SHA-256 is
 * one of its pins. A refusal is logged once per URL and reason (again after that URL was accepted
 * once more) and rejects the load with a {@link RefusedRemoteCode}; the host then renders that
 * remote's parts as it does for any remote that fails to load.
 *
 * Hooks (runtime hooks of `@module-federation/runtime-core`):
 * - `loadEntry`: fetches a remote's entry itself, checks it, and evaluates it as the runtime's Node
 *   loader would (a CommonJS wrapper, in the host's realm); ES module entries are left to the runtime.
 * - `fetch`: what the runtime and `@module-federation/node`'s chunk loader fetch (chunks, manifests)
 *   goes through the same checks before it is evaluated or parsed.
 * - `beforeInitContainer`: passes this plugin to each remote's own federation instance
 *   (`remoteEntryInitOptions.plugins`), whose chunk loader emits that instance's `fetch` hook.
 * @throws Error at creation when a pin is malformed.
 */
export function serverCodeCheck({ integrity = {}, log, timeLimitMs }: ServerCodeCheckOptions): ModuleFederationRuntimePlugin {
  const pins = new Map(Object.entries(integrity).flatMap(([name, value]) => (value === undefined ? [] : [[name, parsePins(name, value)] as const])));
  const logged = new Set<string>();

  function refuse(url: string, reason: string): never {
    const key = `${url} ${reason}`;
    if (!logged.has(key)) {
      logged.add(key);
      log(`Refused to run ${url} as a remote's code: ${reason}.`);
    }
    throw new RefusedRemoteCode(`${url} was not run as code: ${reason}`);
  }

  /** Forgets the refusals of `url`: a later one is logged again. */
  function accepted(url: string): void {
    for (const key of logged) if (key.startsWith(`${url} `)) logged.delete(key);
  }

  /** Fetches `url` and checks its status and content type; the response is returned unread. */
  async function checkedFetch(url: string, init: RequestInit = {}): Promise<Response> {
    const limit = timeLimitMs === undefined ? undefined : AbortSignal.timeout(timeLimitMs);
    const signal = limit && init.signal ? AbortSignal.any([limit, init.signal]) : (limit ?? init.signal);
    let response: Response;
    try {
      response = await fetch(url, { ...init, ...(signal && { signal }) });
    } catch (error) {
      if (limit?.aborted) throw new Error(`Fetching ${url} took longer than ${timeLimitMs} ms`, { cause: error });
      throw error;
    }
    const type = response.headers.get('content-type') ?? '';
    const wanted = expectedType(url);
    if (!response.ok) {
      await response.body?.cancel();
      refuse(url, `HTTP ${response.status}${type ? ` (${type.split(';')[0]})` : ''}`);
    }
    if (!(wanted === 'json' ? JSON_TYPE : JAVASCRIPT_TYPE).test(type)) {
      await response.body?.cancel();
      refuse(url, `its content type is ${type ? `"${type}"` : 'missing'}, not ${wanted === 'json' ? 'JSON' : 'JavaScript'}`);
    }
    return response;
  }

  /** The entry's text, checked against the remote's pins (when it has any). */
  async function entryCode(name: string, url: string): Promise<string> {
    const bytes = Buffer.from(await (await checkedFetch(url)).arrayBuffer());
    const allowed = pins.get(name);
    if (allowed) {
      const digest = createHash('sha256').update(bytes).digest('base64');
      if (!allowed.includes(digest)) refuse(url, `its SHA-256 (sha256-${digest}) is not the one pinned for remote "${name}"`);
    }
    accepted(url);
    return bytes.toString('utf8');
  }

  const plugin: ModuleFederationRuntimePlugin = {
    name: 'worldatlas-server-code-check',
    async loadEntry({ remoteInfo }) {
      if (remoteInfo.type === 'esm' || remoteInfo.type === 'module') return undefined;
      const code = await entryCode(remoteInfo.name, remoteInfo.entry);
      return evaluateEntry(code, remoteInfo.entry, remoteInfo.entryGlobalName);
    },
    async fetch(url, init) {
      const response = await checkedFetch(url, init);
      accepted(url);
      return response;
    },
    async beforeInitContainer(args) {
      const options = args.remoteEntryInitOptions as typeof args.remoteEntryInitOptions & { plugins?: ModuleFederationRuntimePlugin[] };
      options.plugins = [...(options.plugins ?? []).filter((other) => other.name !== plugin.name), plugin];
      return args;
    },
  };
  return plugin;
}

/**
 * `require` for remote code: Node's built-in modules only, which is all a server build requires (it
 * bundles the rest). Not the host's `require`, which webpack rewrites where it bundles this file.
 * @throws Error for any other module.
 */
function remoteRequire(id: string): unknown {
  const builtin = process.getBuiltinModule(id);
  if (builtin === undefined) throw new Error(`Remote code may require Node's built-in modules only, not "${id}"`);
  return builtin;
}

/**
 * Runs a CommonJS remote entry as `@module-federation/node`'s loader does (`exports`, `module`,
 * `require`, `__dirname`, `__filename` of its URL) and returns its container: `exports[globalName]`
 * when it sets one, else its exports. The code runs in the realm that called the runtime.
 */
function evaluateEntry(code: string, url: string, globalName: string): RemoteEntryExports {
  const module: { exports: Record<string, unknown> } = { exports: {} };
  const { pathname } = new URL(url);
  // A Function, like the runtime's chunk loader: the remote shares this realm's globals (the federation registry).
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- a remote's code, checked above, runs as the runtime's own loader runs it
  const run = new Function('exports', 'module', 'require', '__dirname', '__filename', `${code}\n//# sourceURL=${url}`) as (...args: unknown[]) => void;
  run(module.exports, module, remoteRequire, dirname(pathname), basename(pathname));
  const exported = module.exports;
  return (exported[globalName] ?? exported) as RemoteEntryExports;
}
