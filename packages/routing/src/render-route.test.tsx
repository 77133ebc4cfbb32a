import { createStaticHandler, data, isRouteErrorResponse, Outlet, useActionData, useLoaderData, useRouteError } from 'react-router';
import { type RenderedRoute, renderRoute, routeProperties } from './render-route';
import { type RouteModule, routeHeaders } from './route-module';

// Route modules of a test: a page whose loader says what it loaded, whose action answers a post,
// and whose view counts its renders and throws on demand.
let views = 0;
let throwing = false;

function Page() {
  views += 1;
  if (throwing) throw new Error('the view broke');
  const loaded = useLoaderData<{ name: string } | null>();
  const posted = useActionData<{ taken: string }>();
  return <p>{posted ? `taken: ${posted.taken}` : `page of ${loaded?.name ?? 'nothing'}`}</p>;
}

function Boundary() {
  const error = useRouteError();
  return <p role="alert">{isRouteErrorResponse(error) ? `route error ${error.status}` : 'the view could not be shown'}</p>;
}

const page: RouteModule = {
  loader: ({ params }) => {
    if (params.id === 'Atlantis') throw data('Country not found', { status: 404, headers: { 'Retry-After': '7' } });
    return data({ name: params.id ?? '' }, { headers: { 'Cache-Control': 'private, no-cache' } });
  },
  action: async ({ request }) => data({ taken: (await request.formData()).get('message') as string }, { status: 400 }),
  Component: Page,
  meta: ({ loaderData }) => [{ title: `${(loaderData as { name: string } | null)?.name ?? 'A post'} · Test` }],
  headers: routeHeaders,
  ErrorBoundary: Boundary,
  HydrateFallback: () => <p>outline</p>,
};

const handler = () =>
  createStaticHandler([{ id: 'root', Component: Outlet, handle: { meta: () => [{ title: 'Error · Test' }] }, children: [{ id: 'page', path: '/page/:id', ...routeProperties(page) }] }]);

async function render(request: Request | string): Promise<RenderedRoute> {
  const answered = await renderRoute(handler(), typeof request === 'string' ? new Request(`http://site.test${request}`) : request, { requestContext: {}, locale: 'en-US' });
  if (answered.kind !== 'page') throw new Error(`redirected to ${answered.location}`);
  return answered;
}

beforeEach(() => {
  views = 0;
  throwing = false;
});

describe('renderRoute', () => {
  it("renders the route's view once with its loader's data, with the route module's meta and headers", async () => {
    const rendered = await render('/page/Nepal');
    expect([rendered.status, rendered.html, views, rendered.failed]).toEqual([200, '<p>page of Nepal</p>', 1, false]);
    expect(rendered.meta).toEqual([{ title: 'Nepal · Test' }]);
    expect(rendered.headers.get('cache-control')).toBe('private, no-cache');
  });

  it("shows a route error in the route's error boundary, with the status, the root route's meta and the error's headers", async () => {
    const rendered = await render('/page/Atlantis');
    expect([rendered.status, rendered.html, views]).toEqual([404, '<p role="alert">route error 404</p>', 0]);
    expect(rendered.meta).toEqual([{ title: 'Error · Test' }]);
    expect(rendered.headers.get('retry-after')).toBe('7');
  });

  it("shows a view that throws as its route's error boundary, 500, without rendering the view again", async () => {
    throwing = true;
    const rendered = await render('/page/Nepal');
    expect([rendered.status, rendered.html, views, rendered.failed]).toEqual([500, '<p role="alert">the view could not be shown</p>', 1, true]);
  });

  it("answers a post with its action's data alone: the loader does not run again", async () => {
    const loader = jest.spyOn(page, 'loader');
    const post = new Request('http://site.test/page/Nepal', { method: 'POST', body: new URLSearchParams({ message: 'hello' }) });
    const rendered = await render(post);
    expect([rendered.status, rendered.html]).toEqual([400, '<p>taken: hello</p>']);
    expect(rendered.meta).toEqual([{ title: 'A post · Test' }]);
    expect(loader).not.toHaveBeenCalled();
  });

  it('gives a redirect the route answered with', async () => {
    const redirecting = createStaticHandler([{ id: 'moved', path: '/old', loader: () => new Response(null, { status: 308, headers: { location: '/new' } }) }]);
    expect(await renderRoute(redirecting, new Request('http://site.test/old'), { requestContext: {}, locale: 'en-US' })).toEqual({ kind: 'redirect', status: 308, location: '/new' });
  });
});
