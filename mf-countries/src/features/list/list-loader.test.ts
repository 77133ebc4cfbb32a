import type { DataRequest } from '@worldatlas/contracts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API, DOWN_API } from '../../test/render';
import { loadCountryList } from './list-loader';

/** Runs the loader as a host does, recording what it loaded by key. */
async function run(query: string | undefined, apiBaseUrl = API) {
  const loaded = new Map<string, unknown[]>();
  const load = async <T,>(request: DataRequest<T>) => {
    const answer = await request.fetch();
    loaded.set(request.key, answer as unknown[]);
    return answer;
  };
  const result = await loadCountryList({ params: {}, apiBaseUrl, load, ...(query !== undefined && { search: query && `?${query}` }) });
  return { result, loaded };
}

const LIST = `${API}/v3.1/all?fields=name,population,region,subregion,capital,area,flags,ccn3,cca3,latlng`;
const SEARCH_FIELDS = `${API}/v3.1/all?fields=cca3,languages,currencies`;

describe("the country list's route loader, on the real countries-api", () => {
  it.each([
    ['a search by currency', 'by=currency&q=euro&sortBy=area'],
    ['a search by language', 'by=language&q=spa'],
    ['a query it is not given (the browser starts the route once for any query)', undefined],
  ])('loads the list and the languages and currencies for %s', async (_what, query) => {
    const { result, loaded } = await run(query);
    expect(result).toBeUndefined();
    expect([...loaded.keys()].sort()).toEqual([SEARCH_FIELDS, LIST]);
    for (const answer of loaded.values()) expect(answer).toHaveLength(250);
  });

  it.each([
    ['the list as it first shows', ''],
    ['a search by name, capital, region, subregion and order', 'q=ne&region=Asia&subregion=Southern%20Asia&sortBy=area&sort=desc'],
    ['a search by capital', 'by=capital&q=oslo'],
    ['a search by currency without a text', 'by=currency&q=%20'],
  ])('loads only the list for %s: the page carries no languages and currencies it does not show', async (_what, query) => {
    const { loaded } = await run(query);
    expect([...loaded.keys()]).toEqual([LIST]);
  });

  it('rejects when the API cannot answer for the list', async () => {
    await expect(run('by=currency&q=euro', DOWN_API)).rejects.toMatchObject({ name: 'ApiRequestError', status: 0 });
  });

  describe('when only the languages and currencies cannot be had', () => {
    let server: Server;
    let base = '';
    beforeAll(async () => {
      server = createServer((request, response) => {
        if (request.url?.includes('languages')) return void response.writeHead(503).end('{"status":503,"message":"Service Unavailable"}');
        void fetch(`${API}${request.url}`).then(async (real) => response.writeHead(real.status, { 'content-type': 'application/json' }).end(await real.text()));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('still loads the list: the search asks again in the browser', async () => {
      const { loaded } = await run('by=currency&q=euro', base);
      expect([...loaded.keys()]).toEqual([expect.stringMatching(/fields=name,/)]);
    });
  });
});
