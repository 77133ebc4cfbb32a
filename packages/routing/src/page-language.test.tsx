import type { RouteModule } from './route-module';

// A page's links in its language, through the render pipeline: the pseudo-locale (`/en-xa/…`)
// stands for a language besides English, served here as a process started with PSEUDO_LANGUAGE=1
// serves it. The modules load after the variable is set.
process.env.PSEUDO_LANGUAGE = '1';
afterAll(() => {
  delete process.env.PSEUDO_LANGUAGE;
});

const load = async () => {
  const [routing, reactRouter] = await Promise.all([import('./index'), import('react-router')]);
  return { ...routing, useLoaderData: reactRouter.useLoaderData };
};

/** Routes whose page links with `href` in its view and its loader (`next`), and whose `/moved` redirects with `href`; each loader waits `wait` ms first. */
async function site(wait: number) {
  const { createStaticHandler, data, href, redirect, routeProperties, setSiteRoutes, useLoaderData } = await load();
  const table = [
    { id: 'country', path: '/country/:id', module: 'countries/routes/country' },
    { id: 'moved', path: '/moved', module: 'countries/routes/moved' },
  ];
  setSiteRoutes(table);
  const country: RouteModule = {
    loader: async ({ params }) => {
      await new Promise((resolve) => setTimeout(resolve, wait));
      return data({ next: href('country', { id: `${params.id ?? ''}-next` }) });
    },
    Component: () => {
      const { next } = useLoaderData<{ next: string }>();
      return (
        <p>
          <a href={href('country', { id: 'Nepal' })}>Nepal</a> <a href={next}>next</a>
        </p>
      );
    },
    meta: () => [],
    HydrateFallback: () => null,
  };
  const moved: RouteModule = { loader: () => redirect(href('country', { id: 'Nepal' }), 308), Component: () => null, meta: () => [], HydrateFallback: () => null };
  return createStaticHandler([{ id: 'lang', path: ':lang?', children: [{ id: 'country', path: 'country/:id', ...routeProperties(country) }, { id: 'moved', path: 'moved', ...routeProperties(moved) }] }]);
}

describe("a page's links, in the page's language", () => {
  it('keeps an English page\'s links as they are, and puts the segment of another language in front', async () => {
    const { renderRoute } = await load();
    const handler = await site(0);
    const english = await renderRoute(handler, new Request('http://site.test/country/Chad'), { requestContext: {}, locale: 'en' });
    const pseudo = await renderRoute(handler, new Request('http://site.test/en-xa/country/Chad'), { requestContext: {}, locale: 'en-XA' });
    expect(english.kind === 'page' && english.html).toBe('<p><a href="/country/Nepal">Nepal</a> <a href="/country/Chad-next">next</a></p>');
    expect(pseudo.kind === 'page' && pseudo.html).toBe('<p><a href="/en-xa/country/Nepal">Nepal</a> <a href="/en-xa/country/Chad-next">next</a></p>');
  });

  it("redirects within the page's language", async () => {
    const { renderRoute } = await load();
    const handler = await site(0);
    expect(await renderRoute(handler, new Request('http://site.test/en-xa/moved'), { requestContext: {}, locale: 'en-XA' })).toEqual({ kind: 'redirect', status: 308, location: '/en-xa/country/Nepal' });
    expect(await renderRoute(handler, new Request('http://site.test/moved'), { requestContext: {}, locale: 'en' })).toEqual({ kind: 'redirect', status: 308, location: '/country/Nepal' });
  });

  it('keeps each page in its own language while pages render at the same time', async () => {
    const { renderRoute } = await load();
    const slow = await site(30);
    const [pseudo, english] = await Promise.all([
      renderRoute(slow, new Request('http://site.test/en-xa/country/Chad'), { requestContext: {}, locale: 'en-XA' }),
      renderRoute(slow, new Request('http://site.test/country/Peru'), { requestContext: {}, locale: 'en' }),
    ]);
    expect(pseudo.kind === 'page' && pseudo.html).toContain('href="/en-xa/country/Chad-next"');
    expect(english.kind === 'page' && english.html).toContain('href="/country/Peru-next"');
  });
});
