import { createStaticHandler, redirect } from 'react-router';
import { routeProperties } from './render-route';
import { answerResourceRoute, isResourceRoute, type ResourceRouteModule, resourceRouteOf } from './resource-route';
import type { RouteModule } from './route-module';

// A resource route of a test: an "image" of each name's letters, its own 404, a redirect to another spelling.
const letters: ResourceRouteModule = {
  loader: ({ params, context }) => {
    const name = params.id ?? '';
    if (name === 'Atlantis') throw new Response('Country not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    if (name === 'nepal') return redirect('/letters/Nepal.bin', 308);
    if (name === 'Down') return new Response('The data cannot be had', { status: 503, headers: { 'retry-after': '10' } });
    if (name === 'Nothing') return { not: 'a response' };
    return new Response(new TextEncoder().encode(`${name} for ${(context as { visitor: string }).visitor}`), { headers: { 'content-type': 'application/octet-stream', etag: '"v1"' } });
  },
};

const page: RouteModule = { Component: () => null, meta: () => [], HydrateFallback: () => null, loader: () => ({ name: 'page' }) };

// Both modules are loaded on demand, as the host loads a remote's.
const handler = () =>
  createStaticHandler([
    { id: 'root', children: [
      { id: 'letters', path: '/letters/:id.bin', lazy: async () => routeProperties(letters) },
      { id: 'page', path: '/page/:id', lazy: async () => routeProperties(page) },
    ] },
  ]);

/** The resource route `path` asks for, matched then answered as the render server does; `undefined` for a page. */
async function answer(path: string, init?: RequestInit) {
  const routes = handler();
  const request = new Request(`http://site.test${path}`, init);
  const routeId = await resourceRouteOf(routes, request);
  return routeId === undefined ? undefined : answerResourceRoute(routes, request, routeId, { visitor: 'Ada' });
}

describe('resourceRouteOf and answerResourceRoute', () => {
  it("answers with the resource route's Response as it is: status, headers and bytes, its module loaded on demand, its loader given the context", async () => {
    const answered = await answer('/letters/Nepal.bin');
    if (answered?.kind !== 'resource') throw new Error(`not a resource: ${JSON.stringify(answered)}`);
    expect([answered.status, answered.headers['content-type'], answered.headers.etag]).toEqual([200, 'application/octet-stream', '"v1"']);
    expect(new TextDecoder().decode(answered.body)).toBe('Nepal for Ada');
  });

  it('answers a refusal the loader throws or returns as it is', async () => {
    const missing = await answer('/letters/Atlantis.bin');
    expect(missing).toMatchObject({ kind: 'resource', status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    expect(new TextDecoder().decode((missing as { body: Uint8Array }).body)).toBe('Country not found');
    expect(await answer('/letters/Down.bin')).toMatchObject({ kind: 'resource', status: 503, headers: { 'retry-after': '10' } });
  });

  it('gives a redirect the loader answered with', async () => {
    expect(await answer('/letters/nepal.bin')).toEqual({ kind: 'redirect', status: 308, location: '/letters/Nepal.bin' });
  });

  it("answers a method the route does not take with the router's route error, 405, as plain text", async () => {
    expect(await answer('/letters/Nepal.bin', { method: 'POST', body: 'x' })).toMatchObject({ kind: 'resource', status: 405, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  });

  it('leaves a page (a route with a view) and an unknown path to the page renderer', async () => {
    expect(await answer('/page/Nepal')).toBeUndefined();
    expect(await answer('/no/such/thing')).toBeUndefined();
  });

  it('fails when the loader answers with something other than a Response', async () => {
    await expect(answer('/letters/Nothing.bin')).rejects.toThrow('The resource route letters answered /letters/Nothing.bin without a Response');
  });

  it('tells a resource route from a page before and after the router has loaded their modules (and made an element of the view)', async () => {
    const routes = handler();
    const kinds = () => Promise.all((routes.dataRoutes[0]?.children ?? []).map((route) => isResourceRoute(route)));
    expect(await kinds()).toEqual([true, false]);
    await routes.query(new Request('http://site.test/page/Nepal'));
    await answerResourceRoute(routes, new Request('http://site.test/letters/Nepal.bin'), 'letters', { visitor: 'Ada' });
    expect(await kinds()).toEqual([true, false]);
  });
});
