import { spawnSync } from 'node:child_process';
import { globSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import dockerignore from '@balena/dockerignore';
import { ROOT } from '../src/nginx-app';

// `.env` holds the deployment's secrets (README, "Deploy"): in no commit and in no image's build context.
const SECRETS = ['.env', '.env.local', 'contact-api/.env', 'shell/.env.production'];
/** Files every image's build needs: an ignore file that left them out would break the builds, not keep secrets. */
const SOURCES = ['package.json', 'package-lock.json', 'shell/render-server/server.ts', 'contact-api/src/server.ts', 'deploy/nginx/15-worldatlas.envsh'];

it.each(SECRETS)('git ignores %s', (path) => {
  // --no-index: judged by the ignore rules alone, whether or not such a file exists.
  expect(spawnSync('git', ['check-ignore', '--quiet', '--no-index', path], { cwd: ROOT }).status).toBe(0);
});

describe.each(globSync('**/.dockerignore', { cwd: ROOT, exclude: (path) => path.includes('node_modules') }))('%s, as Docker reads it', (file) => {
  const rules = dockerignore().add(readFileSync(join(ROOT, file), 'utf8').split('\n'));
  const folder = relative(ROOT, join(ROOT, file, '..'));
  const inContext = (path: string) => relative(folder, join(ROOT, path));

  it('leaves every .env out of the build context', () => {
    expect(SECRETS.filter((path) => !rules.ignores(inContext(path)))).toEqual([]);
  });

  it('keeps the sources the images build from', () => {
    expect(SOURCES.filter((path) => rules.ignores(inContext(path)))).toEqual([]);
  });
});
