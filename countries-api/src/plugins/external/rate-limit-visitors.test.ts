import type { FastifyInstance } from 'fastify';
import { BORDER_FIELDS, type CountryDetails, type CountrySummary, DETAIL_FIELDS, LIST_FIELDS, LIST_SEARCH_FIELDS } from '@worldatlas/contracts';
import { buildApp } from '../../app';
import { TEST_APP_OPTIONS } from '../../../test/helper';

/** The calls the site makes, as packages/countries-client builds them. */
const LIST = `/v3.1/all?fields=${LIST_FIELDS.join(',')}`;
/** The list's second call, its languages and currencies: a route loader asks for it with every list. */
const LIST_SEARCH = `/v3.1/all?fields=${LIST_SEARCH_FIELDS.join(',')}`;
const detailPath = (name: string) => `/v3.1/name/${encodeURIComponent(name)}?fullText=true&fields=${DETAIL_FIELDS.join(',')}`;
const bordersPath = (codes: readonly string[]) => `/v3.1/alpha?codes=${codes.join(',')}&fields=${BORDER_FIELDS.join(',')}`;
const pathOf = (url: string) => new URL(url).pathname;

/** Every status the app answered in one scenario, by request. */
class Replay {
  readonly statuses: number[] = [];
  constructor(
    private readonly app: FastifyInstance,
    private readonly remoteAddress: string,
  ) {}

  /** GETs `url`; its JSON array body, or `[]` for any other status (recorded, and checked at the end). */
  async get<T>(url: string): Promise<T[]> {
    const response = await this.app.inject({ url, remoteAddress: this.remoteAddress });
    this.statuses.push(response.statusCode);
    return response.statusCode === 200 && url.startsWith('/v3.1/') ? response.json<T[]>() : [];
  }

  /** GETs every one of `urls`, at most `connections` at a time, as a browser's connections to one host. */
  async getAll(urls: string[], connections: number): Promise<void> {
    const queue = [...urls];
    const connection = async () => {
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) await this.get(url);
    };
    await Promise.all(Array.from({ length: connections }, connection));
  }

  /** A country page: its record, then its neighbours' names when it has any. */
  async countryPage(name: string): Promise<void> {
    const [country] = await this.get<CountryDetails>(detailPath(name));
    if (country?.borders?.length) await this.get(bordersPath(country.borders));
  }

  /** How many answers had status `status`; 5xx counts every status from 500 on. */
  count(status: number | '5xx'): number {
    return this.statuses.filter((code) => (status === '5xx' ? code >= 500 : code === status)).length;
  }
}

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

/** The real app, as deployed by default (no limits given), on a cold cache. */
async function start(): Promise<FastifyInstance> {
  app = await buildApp(TEST_APP_OPTIONS);
  return app;
}

describe('the default rate limit, replaying real use from one address within one window', () => {
  it('serves 30 visitors with empty caches, each opening the list with every flag and three country pages: no 429, no 5xx', async () => {
    const replay = new Replay(await start(), '203.0.113.30');
    const visitor = async (index: number) => {
      const [countries] = await Promise.all([replay.get<CountrySummary>(LIST), replay.get(LIST_SEARCH)]);
      // Without JavaScript, every flag of the list is asked for at once, over a browser's 6 connections.
      await replay.getAll(countries.map((country) => pathOf(country.flags.svg)), 6);
      // Three pages each, 90 different countries in all: as many answers not yet cached as the scenario can make.
      for (let page = 0; page < 3; page += 1) {
        const country = countries[(index * 3 + page) % countries.length];
        if (country) await replay.countryPage(country.name.common);
      }
    };
    await Promise.all(Array.from({ length: 30 }, (_, index) => visitor(index)));

    expect(replay.statuses.length).toBeGreaterThan(30 * (2 + 250 + 3));
    expect({ tooMany: replay.count(429), serverErrors: replay.count('5xx') }).toEqual({ tooMany: 0, serverErrors: 0 });
    expect(replay.count(200)).toBe(replay.statuses.length);
  }, 60_000);

  it('serves a server rendering pages for many visitors: every country page once on a cold cache, then 2000 more pages and 250 lists', async () => {
    const replay = new Replay(await start(), '10.0.0.5');
    const names = (await replay.get<CountrySummary>(LIST)).map((country) => country.name.common);
    for (const name of names) await replay.countryPage(name);
    for (let page = 0; page < 2000; page += 1) {
      await replay.countryPage(names[(page * 7) % names.length] ?? 'Nepal');
      if (page % 8 === 0) await Promise.all([replay.get(LIST), replay.get(LIST_SEARCH)]);
    }

    expect(replay.statuses.length).toBeGreaterThan(1 + 250 + 2000 + 2 * 250);
    expect({ tooMany: replay.count(429), serverErrors: replay.count('5xx') }).toEqual({ tooMany: 0, serverErrors: 0 });
  }, 60_000);
});
