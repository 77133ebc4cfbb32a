import type { DataRequest } from '@worldatlas/contracts';
import { API, DOWN_API } from '../../test/render';
import { loadCountryPage } from './country-loader';

/** Runs the loader as a host does, recording what it loaded by key. */
async function run(name: string, apiBaseUrl = API) {
  const loaded = new Map<string, unknown>();
  const load = async <T,>(request: DataRequest<T>) => {
    const answer = await request.fetch();
    loaded.set(request.key, answer);
    return answer;
  };
  const result = await loadCountryPage({ params: { id: name }, apiBaseUrl, load });
  return { result, loaded };
}

describe("a country page's route loader, on the real countries-api", () => {
  it('loads the country by the name in the address and its neighbours, and gives the head from the record', async () => {
    const { result, loaded } = await run("Côte d'Ivoire");
    expect(result?.status).toBeUndefined();
    expect(result?.head).toEqual({
      title: 'Ivory Coast',
      description: expect.stringMatching(/^Republic of Côte d'Ivoire: Western Africa, capital Yamoussoukro, population [\d,]+\. /),
      // The API's flag file, content-hashed (`ci.3f2a9c1b.svg`) where the API names its files so.
      image: expect.stringMatching(new RegExp(`^${API}/flags/ci(\\.[0-9a-f]{8})?\\.svg$`)),
    });
    const keys = [...loaded.keys()];
    expect(keys).toEqual([expect.stringContaining("/v3.1/name/C%C3%B4te%20d'Ivoire?fullText=true"), expect.stringContaining('/v3.1/alpha?codes=')]);
    const neighbours = loaded.get(keys[1] ?? '') as { name: { common: string } }[];
    expect(neighbours.map((country) => country.name.common)).toEqual(expect.arrayContaining(['Ghana', 'Liberia', 'Mali']));
  });

  it('loads no neighbours for a country without land borders', async () => {
    const { loaded } = await run('Iceland');
    expect([...loaded.keys()]).toHaveLength(1);
  });

  it('answers status 404 for a name no country has', async () => {
    expect((await run('Atlantis')).result).toEqual({ status: 404 });
  });

  it('rejects when the API cannot answer', async () => {
    await expect(run('Nepal', DOWN_API)).rejects.toMatchObject({ name: 'ApiRequestError', status: 0 });
  });
});
