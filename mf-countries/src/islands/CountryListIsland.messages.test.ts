import { SITE_LANGUAGES } from '@worldatlas/i18n';
import { islandMessages } from '@worldatlas/i18n/server';
import { gzipSync } from 'node:zlib';
import { intlFor } from '../i18n';
import { islandPropsIn, renderPage } from '../test/render';
import { COUNTRY_LIST_ISLAND_MESSAGES } from './CountryListIsland.messages';

/** The island's budget for its texts in its props, per language: what a page's first load carries for them. */
const MAX_GZIP_BYTES = 3072;

describe("the list island's messages", () => {
  it('are, in the props the page writes, exactly the island’s own ids', async () => {
    const { container } = await renderPage('/country?region=Oceania');
    const { messages } = islandPropsIn(container) as { messages: Record<string, unknown> };
    expect(Object.keys(messages).sort()).toEqual(Object.values(COUNTRY_LIST_ISLAND_MESSAGES).map(({ id }) => id).sort());
  });

  it.each(SITE_LANGUAGES.map(({ tag }) => tag))('weigh at most 3,072 bytes gzipped in %s', (tag) => {
    const messages = islandMessages(intlFor(tag), COUNTRY_LIST_ISLAND_MESSAGES);
    expect(Object.keys(messages)).toHaveLength(Object.keys(COUNTRY_LIST_ISLAND_MESSAGES).length);
    expect(gzipSync(JSON.stringify(messages)).length).toBeLessThanOrEqual(MAX_GZIP_BYTES);
  });
});
