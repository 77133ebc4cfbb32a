import { type RouteModule, useLoaderData } from '@worldatlas/routing';
import type { SiteRoute } from '../app/route-table';
import { type RenderContext, type RenderedPage, renderPage } from './render-page';
import type { RouteHandle, RouteModules } from './route-modules';

// A test route module at /contact, the kind whose data holds a value of the visitor's own: its loader
// gives each visitor a new token, and its view counts its renders.
let views = 0;
let issued = 0;
let shown: (token: string) => string = (token) => token;

function TokenForm() {
  views += 1;
  const { token } = useLoaderData<{ token: string }>();
  return (
    <form method="post">
      <input type="hidden" name="token" value={shown(token)} />
      <script type="application/json" data-island-props="test">
        {JSON.stringify({ token: shown(token) })}
      </script>
    </form>
  );
}
let tokenOf: () => string = () => `v1.${++issued}.token`;

const testModule = {
  loader: () => ({ token: tokenOf() }),
  Component: TokenForm,
  handle: { head: () => ({ title: 'Tokens · WorldAtlas', description: 'A test page.' }), remote: 'test', visitorFields: ['token'] } satisfies RouteHandle,
};
const routeModules = {
  lazy: (route: SiteRoute) => async () => (route.id === 'contact' ? testModule : { Component: () => null, handle: { head: () => ({ title: '', description: '' }), remote: 'test' } }),
  module: async () => undefined as RouteModule | undefined,
  skeletonOf: () => undefined,
} as unknown as RouteModules;

let state = 0;
let logged: string[] = [];
/** A context of its own for each test: a new remotes' state, so no render is kept from another test. */
let context: RenderContext;
beforeEach(() => {
  state += 1;
  views = 0;
  logged = [];
  shown = (token) => token;
  tokenOf = () => `v1.${++issued}.token`;
  context = { config: { remotes: {}, apiBaseUrl: 'http://api.invalid' }, services: {}, routeModules, state: `test-${state}`, log: (line) => logged.push(line) };
});

/** The page at /contact for a new visitor. */
async function visit(): Promise<RenderedPage> {
  const page = await renderPage(new Request('http://site.test/contact'), { locale: 'en-US', address: '192.0.2.1' }, context);
  if (page.kind !== 'page') throw new Error(`expected a page, got a ${page.status} redirect`);
  return page;
}
const fieldOf = (page: RenderedPage) => /name="token" value="([^"]*)"/.exec(page.body)?.[1];
const propsOf = (page: RenderedPage) => (JSON.parse(/data-island-props="test">([^<]*)</.exec(page.body)?.[1] ?? '{}') as { token?: string }).token;

describe('a page with a value of the visitor’s own (visitorFields)', () => {
  it('is rendered once for every visitor, each page with its own value in the field and in the props', async () => {
    const pages = [await visit(), await visit(), await visit()];
    expect(views).toBe(1);
    const tokens = pages.map(fieldOf);
    expect(new Set(tokens).size).toBe(3);
    expect(pages.map(propsOf)).toEqual(tokens);
    for (const page of pages) expect(page.body).not.toContain('visitor-value-');
  });

  it('is rendered again when the remotes change (a new release)', async () => {
    await visit();
    context = { ...context, state: `${context.state}-new-release` };
    const page = await visit();
    expect([views, fieldOf(page)]).toEqual([2, `v1.${issued}.token`]);
  });

  it('is rendered whole for each visitor when the view does not show the value as it is, and the operator is told', async () => {
    shown = (token) => token.toUpperCase();
    const pages = [await visit(), await visit()];
    expect(pages.map(fieldOf)).toEqual([`V1.${issued - 1}.TOKEN`, `V1.${issued}.TOKEN`]);
    expect(views).toBe(3);
    expect(logged).toEqual(["The test remote's view of /contact does not show its visitorFields as they are: its page is rendered whole for each visitor"]);
  });

  it('is rendered whole, escaped, for a value that is not plain', async () => {
    tokenOf = () => `a"<b&${++issued}`;
    const pages = [await visit(), await visit()];
    expect(views).toBe(2);
    expect(pages[1]?.body).toContain(`value="a&quot;&lt;b&amp;${issued}"`);
  });
});
