import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The repository's root, whose package.json holds `npm start`'s scripts. */
const ROOT = join(__dirname, '..', '..');

/** The root scripts that run the whole site with concurrently: `serve` (`npm start`, after the build) and `dev`. */
export type SiteScript = 'serve' | 'dev';

/** One server a site script runs: its command line, without the variables set in front of it. */
interface ScriptCommand {
  command: string;
  /** The variables the command line sets for it (`TRUST_PROXY=127.0.0.2 node …` → `{ TRUST_PROXY: '127.0.0.2' }`). */
  env: Record<string, string>;
}

/** `NAME=value ` set in front of a command, as a POSIX shell reads it (values without spaces or quotes). */
const ASSIGNMENT = /^([A-Z_][A-Z0-9_]*)=(\S*)\s+/;

/**
 * The commands the root package.json's `script` passes to concurrently (its double-quoted
 * arguments), each with the variables it sets, read from the file as it is now.
 * @throws Error when the script is missing or runs no command.
 */
function siteScriptCommands(script: SiteScript): ScriptCommand[] {
  const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const line = scripts[script];
  if (!line) throw new Error(`package.json has no "${script}" script`);
  const quoted = [...line.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map(([, argument = '']) => argument.replace(/\\(.)/g, '$1'));
  if (quoted.length === 0) throw new Error(`package.json's "${script}" script runs no quoted command`);
  return quoted.map((argument) => {
    const env: Record<string, string> = {};
    let command = argument;
    for (let match = ASSIGNMENT.exec(command); match; match = ASSIGNMENT.exec(command)) {
      env[match[1] ?? ''] = match[2] ?? '';
      command = command.slice(match[0].length);
    }
    return { command, env };
  });
}

/**
 * The variables `script` sets for the one command that is exactly `command` (e.g.
 * `node countries-api/dist/server.js`): what a server started "as npm start runs it" gets.
 * @throws Error when no command, or more than one, is `command`.
 */
export function siteScriptEnv(command: string, script: SiteScript = 'serve'): Record<string, string> {
  const found = siteScriptCommands(script).filter((candidate) => candidate.command === command);
  if (found.length !== 1) throw new Error(`package.json's "${script}" script runs "${command}" ${found.length} times, not once`);
  return found[0]?.env ?? {};
}
