import { SITE_LANGUAGES } from '@worldatlas/i18n';
import { islandMessages } from '@worldatlas/i18n/server';
import { gzipSync } from 'node:zlib';
import { LIST_MESSAGES } from '../features/list/list-messages';
import { MAP_MESSAGES } from '../features/map/map-messages';
import { intlFor } from '../i18n';
import { islandPropsIn, renderPage } from '../test/render';
import { COUNTRY_LIST_ISLAND_MESSAGES, ISLAND_OWN_MESSAGES } from './CountryListIsland.messages';

/** The island's budget for its texts in its props, per language: what a page's first load carries for them. */
const MAX_GZIP_BYTES = 3072;

describe("the list island's messages", () => {
  it('are, in the props the page writes, exactly the list’s, the map’s and the island’s own, none left out', async () => {
    const { container } = await renderPage('/country?region=Oceania');
    const { messages } = islandPropsIn(container) as { messages: Record<string, unknown> };
    const ids = [LIST_MESSAGES, MAP_MESSAGES, ISLAND_OWN_MESSAGES].flatMap((declared) => Object.values(declared).map(({ id }) => id));
    expect(Object.keys(messages).sort()).toEqual(ids.sort());
  });

  it.each(SITE_LANGUAGES.map(({ tag }) => tag))('weigh at most 3,072 bytes gzipped in %s', (tag) => {
    const messages = islandMessages(intlFor(tag), COUNTRY_LIST_ISLAND_MESSAGES);
    expect(Object.keys(messages)).toHaveLength(Object.keys(COUNTRY_LIST_ISLAND_MESSAGES).length);
    expect(gzipSync(JSON.stringify(messages)).length).toBeLessThanOrEqual(MAX_GZIP_BYTES);
  });
});
