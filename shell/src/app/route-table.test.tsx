import { screen, within } from '@testing-library/react';
import { PSEUDO_LANGUAGE, SITE_LANGUAGES } from '@worldatlas/i18n';
import { matchRoutes, useParams } from 'react-router';
import { renderRoutes } from '../test/render';
import { SITE_ROUTES } from './route-table';
import { createRoutes, notFoundRoutes } from './routes';

// The route table through the router made from it: what each address renders, and where the
// navigation leads. Each route module stands in as a page that names itself and its parameters.

/** A route module's page: which module it is, and the parameters it was given. */
function ModulePage({ module }: { module: string }) {
  const params = useParams();
  return <p>{`${module} ${JSON.stringify(params)}`}</p>;
}

const routes = createRoutes((route) => async () => ({ Component: () => <ModulePage module={route.module} /> }));

/** An address of `path` with each parameter filled in with `Nepal`. */
const addressOf = (path: string) => path.replace(/:[^/]+/g, 'Nepal');

describe('the route table', () => {
  it.each(SITE_ROUTES.map((route) => [addressOf(route.path), route.module]))('renders %s from its own route module (%s), inside the layout', async (address, module) => {
    await renderRoutes(routes, address);
    expect(await screen.findByText(new RegExp(`^${module} `))).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it("hands a route module its path's parameters, decoded", async () => {
    const withParameters = SITE_ROUTES.filter((route) => route.path.includes(':'));
    expect(withParameters.length).toBeGreaterThan(0);
    for (const route of withParameters) {
      await renderRoutes(routes, route.path.replace(/:[^/]+/g, 'S%C3%A3o%20Tom%C3%A9'));
      expect(await screen.findByText(`${route.module} ${JSON.stringify({ [/:(\w+)/.exec(route.path)?.[1] ?? '']: 'São Tomé' })}`)).toBeInTheDocument();
    }
  });

  it('answers any other address with the 404 error page, deeper paths of a route included', async () => {
    // A path of one segment is read as a language, and answered 404 by the renderer (resolveRoute) when it names none.
    for (const address of ['/no/such-page', `${addressOf(SITE_ROUTES.at(-1)?.path ?? '/')}/more`, `${addressOf(SITE_ROUTES.find((route) => route.path.includes(':'))?.path ?? '/')}/more`]) {
      await renderRoutes(routes, address);
      expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    }
  });

  it('renders the 404 page of an address in no live language (`/zz`) as that of an unknown path: one page, kept once', async () => {
    const unknown = (await renderRoutes(routes, '/no/such-page')).container.innerHTML;
    expect((await renderRoutes(notFoundRoutes(), '/zz')).container.innerHTML).toBe(unknown);
  });

  it('gives every address one route: no two routes of the table share an id, or match the same address', () => {
    expect(new Set(SITE_ROUTES.map((route) => route.id)).size).toBe(SITE_ROUTES.length);
    for (const route of SITE_ROUTES) expect([route.path, matchRoutes(routes, addressOf(route.path))?.at(-1)?.route.id]).toEqual([route.path, route.id]);
  });

  it('reads the first segment of an address as its language, under which every page of the table answers', () => {
    expect(matchRoutes(routes, '/fr/country/Nepal')?.map((match) => [match.route.id, match.params])).toEqual([
      ['root', { lang: 'fr', id: 'Nepal' }],
      ['lang', { lang: 'fr', id: 'Nepal' }],
      ['country', { lang: 'fr', id: 'Nepal' }],
    ]);
    for (const route of SITE_ROUTES) expect(matchRoutes(routes, `/fr${route.path === '/' ? '' : addressOf(route.path)}`)?.at(-1)?.route.id).toBe(route.id);
  });

  it("gives no language a segment that is a page's first segment, so no address means two things", () => {
    const firstSegments = new Set(SITE_ROUTES.map((route) => route.path.split('/')[1]?.toLowerCase()));
    const segments = [...SITE_LANGUAGES, PSEUDO_LANGUAGE].map((language) => language.segment).filter((segment) => segment !== '');
    expect(segments).toHaveLength(SITE_LANGUAGES.length);
    expect(segments.filter((segment) => firstSegments.has(segment))).toEqual([]);
  });

  it("leads each link of the header's navigation to its page of the table, marked as the current page there", async () => {
    const navigation = () => within(document.querySelector<HTMLElement>('nav[aria-label="Main"]') as HTMLElement);
    await renderRoutes(routes, '/no/such-page');
    await screen.findByRole('heading', { level: 1, name: '404' });
    const links = navigation().getAllByRole('link', { hidden: true }).map((link) => [link.textContent ?? '', link.getAttribute('href') ?? '']);
    expect(links.length).toBeGreaterThan(0);
    // Links are links: the next page is the server's, rendered by the router at that address.
    for (const [label, href] of links) {
      await renderRoutes(routes, href);
      const route = SITE_ROUTES.find((candidate) => candidate.path === href);
      expect([label, route?.nav?.defaultMessage]).toEqual([label, label]);
      expect(await screen.findByText(new RegExp(`^${route?.module} `))).toBeInTheDocument();
      expect(navigation().getByRole('link', { name: label, hidden: true })).toHaveAttribute('aria-current', 'page');
    }
  });
});
