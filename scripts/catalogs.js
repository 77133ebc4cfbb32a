// The message catalogs of a workspace (#42): `lang/en.json` is what its code declares, each other
// language's catalog has every English message, no other, with the same placeholders, and
// `lang/en-XA.json` is the pseudo-locale FormatJS makes of `lang/en.json`.
const { spawnSync } = require('node:child_process');
const { existsSync, mkdtempSync, readFileSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { isDeepStrictEqual } = require('node:util');

const FORMATJS = join(__dirname, '..', 'node_modules', '.bin', 'formatjs');

/** What `npm run i18n:extract` reads in a workspace: its source, not its tests. */
const EXTRACT_ARGS = ['src/**/*.{ts,tsx}', '--ignore', 'src/**/*.test.*', '--ignore', 'src/test/**', '--format', 'simple', '--throws'];

/** What `npm run i18n:extract` then runs: the pseudo-locale en-XA of `lang/en.json`, accented and bracketed, parsed (`--ast`). */
const PSEUDO_ARGS = ['compile', 'lang/en.json', '--format', 'simple', '--ast', '--pseudo-locale', 'en-XA'];
const PSEUDO_FILE = join('lang', 'en-XA.json');

/** Runs the FormatJS CLI in `cwd`. @returns its exit status and its output, both streams. */
function formatjs(cwd, args) {
  const result = spawnSync(FORMATJS, args, { cwd, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}`.trim() };
}

/** Runs `formatjs <args> --out-file <a file of its own>` in `workspace`. @returns what it wrote, parsed; `{}` when it wrote nothing. @throws Error when it fails. */
function formatjsJson(workspace, args) {
  const dir = mkdtempSync(join(tmpdir(), 'worldatlas-catalogs-'));
  try {
    const outFile = join(dir, 'out.json');
    const { status, output } = formatjs(workspace, [...args, '--out-file', outFile]);
    if (status !== 0) throw new Error(`formatjs ${args[0]} failed in ${workspace}: ${output}`);
    return existsSync(outFile) ? JSON.parse(readFileSync(outFile, 'utf8')) : {};
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The messages `workspace`'s code declares (`defineMessages`), by id, as `formatjs extract` finds them. @throws Error when extraction fails. */
const declaredMessages = (workspace) => formatjsJson(workspace, ['extract', ...EXTRACT_ARGS]);

/** What is wrong with `workspace`'s `lang/en-XA.json`, one line or none: missing, or not the pseudo-locale of its `lang/en.json` (naming the ids that differ). */
function pseudoProblems(workspace) {
  if (!existsSync(join(workspace, PSEUDO_FILE))) return [`${PSEUDO_FILE} is missing: run npm run i18n:extract`];
  const expected = formatjsJson(workspace, PSEUDO_ARGS);
  const actual = JSON.parse(readFileSync(join(workspace, PSEUDO_FILE), 'utf8'));
  const differing = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].filter((id) => !isDeepStrictEqual(expected[id], actual[id])).sort();
  return differing.length === 0 ? [] : [`${PSEUDO_FILE} is not the pseudo-locale of lang/en.json (${differing.join(', ')}): run npm run i18n:extract`];
}

/**
 * What is wrong with `workspace`'s catalogs, one line each; `[]` when nothing is: `lang/en.json`
 * missing or not what the code declares (run `npm run i18n:extract`), a language of `tags` without
 * a catalog, what `formatjs verify` finds (a missing key, an extra key, a placeholder renamed
 * or dropped), naming the language and the key, and `lang/en-XA.json` missing or not the
 * pseudo-locale of `lang/en.json`. A workspace that declares no message needs none.
 * @param {string} workspace its folder
 * @param {string[]} tags the languages other than English (BCP 47 tags: `fr`, `zh-Hans`)
 */
function catalogProblems(workspace, tags) {
  const declared = declaredMessages(workspace);
  const english = join(workspace, 'lang', 'en.json');
  if (Object.keys(declared).length === 0 && !existsSync(english)) return [];
  const problems = [];
  const catalog = existsSync(english) ? JSON.parse(readFileSync(english, 'utf8')) : undefined;
  if (!isDeepStrictEqual(catalog, declared)) problems.push('lang/en.json is not what the code declares: run npm run i18n:extract');
  const files = tags.map((tag) => `lang/${tag}.json`);
  for (const file of files) if (!existsSync(join(workspace, file))) problems.push(`${file} is missing`);
  if (catalog === undefined) return problems;
  const present = files.filter((file) => existsSync(join(workspace, file)));
  const { status, output } = formatjs(workspace, ['verify', '--source-locale', 'en', '--missing-keys', '--extra-keys', '--structural-equality', 'lang/en.json', ...present]);
  if (status !== 0) problems.push(output.replace(/^-+\n/gm, '').trim());
  problems.push(...pseudoProblems(workspace));
  return problems;
}

module.exports = { catalogProblems };
