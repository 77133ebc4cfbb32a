/**
 * What each package and each app costs on a route: the scripts a page loaded, mapped back to their
 * sources with their source maps (source-map-explorer, gzip sizes), grouped by npm package, by
 * WorldAtlas package and by app; printed for every route by {@link printBundles}, the web
 * benchmark's bundle part (web-bench.ts).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { explore } from 'source-map-explorer';
import type { Measured } from './web-loads';
import { type Route, ROUTES } from './web-plan';

/**
 * A script file of a build, from its URL and which app (`shell`, a remote's folder) serves each port of
 * the running site; undefined for a URL no app serves or a file without its source map.
 */
function builtFile(root: string, url: string, appByPort: Readonly<Record<string, string>>): { app: string; file: string } | undefined {
  const { port, pathname } = new URL(url);
  const app = appByPort[port];
  const file = app && join(root, app, 'dist', decodeURIComponent(pathname));
  return app && file && existsSync(file) && existsSync(`${file}.map`) ? { app, file } : undefined;
}

/** The group a source file belongs to: `react-dom`, `@chakra-ui/react`, `@worldatlas/design-system`, `<remote's folder> (own code)`… */
function groupOf(source: string, app: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [scopeOrName, name] = source.slice(modules + 'node_modules/'.length).split('/');
    return scopeOrName?.startsWith('@') ? `${scopeOrName}/${name}` : (scopeOrName ?? source);
  }
  const workspacePackage = /(?:^|\/)packages\/([^/]+)\//.exec(source);
  if (workspacePackage) return `@worldatlas/${workspacePackage[1]}`;
  if (/^webpack\/|\(webpack\)|^\[/.test(source) || source.includes('webpack/runtime')) return 'webpack runtime';
  return `${app} (own code)`;
}

/** gzip KB per group, and per app (the origin that served it, by `appByPort`), for the given script URLs of the checkout at `root`. */
async function bundleBreakdown(root: string, urls: readonly string[], appByPort: Readonly<Record<string, string>>): Promise<{ groups: Map<string, number>; apps: Map<string, number> }> {
  const groups = new Map<string, number>();
  const apps = new Map<string, number>();
  for (const url of urls) {
    const built = builtFile(root, url, appByPort);
    if (!built) continue;
    const result = await explore({ code: built.file, map: `${built.file}.map` }, { gzip: true, noRoot: true, noBorderChecks: true, output: { format: 'json' } });
    for (const bundle of result.bundles) {
      for (const [source, { size }] of Object.entries(bundle.files)) {
        if (source === '[EOLs]' || source === '[sourceMappingURL]') continue;
        const group = groupOf(source, built.app);
        groups.set(group, (groups.get(group) ?? 0) + size / 1024);
        apps.set(built.app, (apps.get(built.app) ?? 0) + size / 1024);
      }
    }
  }
  return { groups, apps };
}

/** A checkout's running site, as the bundle part reads it: the checkout's folder and which app serves each port. */
interface BuiltSite {
  root: string;
  appByPort: Readonly<Record<string, string>>;
}

/**
 * Prints, for every route, what each app and each package cost in the scripts the site's desktop
 * loads received (gzip kB); and by app for the before checkout, when measured, on the routes it has.
 */
export async function printBundles({ samples }: Measured, site: BuiltSite, before?: BuiltSite): Promise<void> {
  console.log('\nJavaScript per route, gzip kB by package and by app (source maps; sizes of parts gzipped alone run a little high):');
  const scriptsOf = (row: string, route: Route) => [...new Set((samples.get(`desktop ${row} ${route.label}`) ?? []).flatMap((sample) => sample.scripts))];
  for (const route of ROUTES) {
    const { groups, apps } = await bundleBreakdown(site.root, scriptsOf('site', route), site.appByPort);
    const byApp = (map: Map<string, number>) => [...map].map(([app, kb]) => `${app} ${kb.toFixed(1)}`).join(', ') || 'none';
    console.log(`  ${route.label}: ${byApp(apps)}`);
    for (const [group, kb] of [...groups].sort((a, b) => b[1] - a[1])) console.log(`      ${group.padEnd(40)} ${kb.toFixed(1).padStart(6)}`);
    if (before && !route.newPage) console.log(`      before, by app: ${byApp((await bundleBreakdown(before.root, scriptsOf('before', route), before.appByPort)).apps)}`);
  }
}
