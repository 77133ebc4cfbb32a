import { type RouteModule, useActionData, useLoaderData } from '@worldatlas/routing';
import type { SiteRoute } from '../app/route-table';
import { type RenderContext, type RenderedPage, renderPage } from './render-page';
import type { RouteHandle, RouteModules } from './route-modules';
import { KeptRenders } from './visitor-values';

// A test route module at /contact, the kind whose data holds a value of the visitor's own: its loader
// gives each visitor a new token (and a note, the page's other data), its action answers a post,
// and its view counts its renders.
let views = 0;
let issued = 0;
let shown: (token: string) => string;
let tokenOf: () => string;
let note: () => string;

function TokenForm() {
  views += 1;
  const { token, note: text } = useLoaderData<{ token: string; note: string }>();
  const posted = useActionData<{ posted: string }>();
  return (
    <form method="post">
      <p>{text}</p>
      {posted && <p>{posted.posted}</p>}
      <input type="hidden" name="token" value={shown(token)} />
      <script type="application/json" data-island-props="test">
        {JSON.stringify({ token: shown(token) })}
      </script>
    </form>
  );
}

const testModule = {
  loader: () => ({ token: tokenOf(), note: note() }),
  action: () => ({ posted: 'Your message was taken.' }),
  Component: TokenForm,
  handle: { head: () => ({ title: 'Tokens · WorldAtlas', description: 'A test page.' }), remote: 'test', visitorFields: ['token'] } satisfies RouteHandle,
};
const routeModules = {
  lazy: (route: SiteRoute) => async () => (route.id === 'contact' ? testModule : { Component: () => null, handle: { head: () => ({ title: '', description: '' }), remote: 'test' } }),
  module: async () => undefined as RouteModule | undefined,
  skeletonOf: () => undefined,
} as unknown as RouteModules;

let logged: string[] = [];
let context: RenderContext;
beforeEach(() => {
  views = 0;
  logged = [];
  shown = (token) => token;
  tokenOf = () => `v1.${++issued}.token`;
  note = () => 'Write to us.';
  context = { config: { remotes: {}, apiBaseUrl: 'http://api.invalid' }, services: {}, routeModules, state: 'release-1', keptRenders: new KeptRenders(), log: (line) => logged.push(line) };
});

/** The page at /contact for a new visitor (a post when `form` is given). */
async function visit(form?: Record<string, string>): Promise<RenderedPage> {
  const request = form ? new Request('http://site.test/contact', { method: 'POST', body: new URLSearchParams(form) }) : new Request('http://site.test/contact');
  const page = await renderPage(request, { locale: 'en-US', address: '192.0.2.1' }, context);
  if (page.kind !== 'page') throw new Error(`expected a page, got a ${page.status} redirect`);
  return page;
}
const fieldOf = (page: RenderedPage) => /name="token" value="([^"]*)"/.exec(page.body)?.[1];
const propsOf = (page: RenderedPage) => (JSON.parse(/data-island-props="test">([^<]*)</.exec(page.body)?.[1] ?? '{}') as { token?: string }).token;
/** The page's HTML with its token taken out: what must be the same for every visitor. */
const withoutToken = (page: RenderedPage) => page.body.replaceAll(fieldOf(page) ?? '', 'TOKEN');

describe('a page with a value of the visitor’s own (visitorFields)', () => {
  it('is kept after two renders with different stand-ins; each visitor’s page has their own value in the field and the props', async () => {
    const pages = [await visit(), await visit(), await visit()];
    expect(views).toBe(2);
    const tokens = pages.map(fieldOf);
    expect(tokens).toEqual([`v1.${issued - 2}.token`, `v1.${issued - 1}.token`, `v1.${issued}.token`]);
    expect(pages.map(propsOf)).toEqual(tokens);
    expect(pages.map((page) => page.fromKeptRender)).toEqual([true, true, true]);
    expect(new Set(pages.map(withoutToken)).size).toBe(1);
    expect(pages[0]?.body).toContain('<p>Write to us.</p>');
    expect(logged).toEqual([]);
  });

  it('is kept by the rest of its data: other data is another render', async () => {
    const notes = ['Write to us.', 'We answer within a week.', 'Write to us.'];
    note = () => notes.shift() ?? '';
    const pages = [await visit(), await visit(), await visit()];
    expect(views).toBe(4);
    expect(pages.map((page) => /<p>([^<]*)<\/p>/.exec(page.body)?.[1])).toEqual(['Write to us.', 'We answer within a week.', 'Write to us.']);
  });

  it('is rendered again when the remotes change (a new release)', async () => {
    await visit();
    context = { ...context, state: 'release-2' };
    const page = await visit();
    expect([views, fieldOf(page)]).toEqual([4, `v1.${issued}.token`]);
  });

  it.each([
    ['changes the value', (token: string) => token.toUpperCase()],
    ['shows a part of it', (token: string) => token.slice(0, 8)],
    ['branches on its characters', (token: string) => (/^\d/.test(token) ? 'digits first' : token)],
  ])('is rendered whole for each visitor when its view %s, and the operator is told once', async (_, view) => {
    shown = view;
    const pages = [await visit(), await visit()];
    expect(pages.map(fieldOf)).toEqual([view(`v1.${issued - 1}.token`), view(`v1.${issued}.token`)]);
    expect(pages.map((page) => page.fromKeptRender)).toEqual([undefined, undefined]);
    expect(logged).toEqual(["The test remote's view of /contact does not show its visitorFields as they are: its page is rendered whole for each visitor"]);
  });

  it('is rendered whole, escaped, for a value that is not plain', async () => {
    tokenOf = () => `a"<b&${++issued}`;
    const pages = [await visit(), await visit()];
    expect(views).toBe(2);
    expect(pages[1]?.body).toContain(`value="a&quot;&lt;b&amp;${issued}"`);
  });

  it('answers a post with a render of its own, never the kept one', async () => {
    await visit();
    const answer = await visit({ message: 'Hello' });
    expect([views, answer.fromKeptRender]).toEqual([3, undefined]);
    expect(answer.body).toContain('<p>Your message was taken.</p>');
    expect(fieldOf(answer)).toBe(`v1.${issued}.token`);
  });

  it('keeps nothing with no room for renders (PAGE_CACHE_MB=0)', async () => {
    context = { ...context, keptRenders: new KeptRenders(0) };
    await visit();
    await visit();
    expect(views).toBe(2);
  });
});
