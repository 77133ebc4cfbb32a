import { defineMessages } from 'react-intl/server';
import { islandFormatter } from './island';
import { createCatalogs, islandMessages } from './server';

// Typed as the site's messages are: a message's values are checked where it is formatted.
const messages = defineMessages<{ count: { count: number }; title: Record<string, never> }>({
  count: { id: 'list.count', defaultMessage: '{count, plural, =0 {No country} one {# country} other {# countries}}' },
  title: { id: 'list.title', defaultMessage: 'Countries' },
});

const en = { 'list.count': '{count, plural, =0 {No country} one {# country} other {# countries}}', 'list.title': 'Countries' };
const fr = { 'list.count': '{count, plural, =0 {Aucun pays} one {# pays} other {# pays}}', 'list.title': 'Pays' };
const ar = { 'list.count': '{count, plural, zero {لا دولة} one {دولة واحدة} two {دولتان} few {# دول} many {# دولة} other {# دولة}}' };

describe('createCatalogs', () => {
  it("formats each language's messages with its own plural rules and numbers", () => {
    const intlFor = createCatalogs({ en, fr, ar }, { onError: (error) => { throw error; } });
    expect(intlFor('en').formatMessage(messages.count, { count: 1250 })).toBe('1,250 countries');
    expect(intlFor('fr').formatMessage(messages.count, { count: 1 })).toBe('1 pays');
    expect(intlFor('fr').formatMessage(messages.count, { count: 1250 })).toBe('1\u202f250 pays');
    expect(intlFor('ar').formatMessage(messages.count, { count: 2 })).toBe('دولتان');
    expect(intlFor('ar').formatMessage(messages.count, { count: 3 })).toBe('3 دول');
  });

  it('makes one formatter per language, and gives English for a language without a catalog', () => {
    const intlFor = createCatalogs({ en, fr });
    expect(intlFor('fr')).toBe(intlFor('fr'));
    expect(intlFor('de')).toBe(intlFor('en'));
    expect(intlFor('de').formatMessage(messages.title)).toBe('Countries');
  });

  it("shows the English message for a key the catalog misses, and tells onError once a message", () => {
    const faults: string[] = [];
    const intlFor = createCatalogs({ en, ar }, { onError: (error) => faults.push(`${error.code}`) });
    expect(intlFor('ar').formatMessage(messages.title)).toBe('Countries');
    expect(faults).toEqual(['MISSING_TRANSLATION']);
  });

  it('logs each missing message once by default', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const intlFor = createCatalogs({ en, ar });
    intlFor('ar').formatMessage(messages.title);
    intlFor('ar').formatMessage(messages.title);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('list.title');
  });
});

describe('createCatalogs and the pseudo-locale', () => {
  // As `formatjs compile --ast --pseudo-locale en-XA` writes `Countries` and the count.
  const pseudo = {
    'list.title': [{ type: 0, value: '[' }, { type: 0, value: 'Ƈǿǿŭŭƞŧřīḗḗş' }, { type: 0, value: ']' }],
    'list.count': [
      { type: 0, value: '[' },
      { type: 6, value: 'count', offset: 0, pluralType: 'cardinal', options: { one: { value: [{ type: 7 }, { type: 0, value: ' ƈǿǿŭŭƞŧřẏ' }] }, other: { value: [{ type: 7 }, { type: 0, value: ' ƈǿǿŭŭƞŧřīḗḗş' }] } } },
      { type: 0, value: ']' },
    ],
  };

  it('gives English for en-XA in a process started without PSEUDO_LANGUAGE=1', () => {
    expect(process.env.PSEUDO_LANGUAGE).toBeUndefined();
    expect(createCatalogs({ en }, { pseudo })('en-XA').formatMessage(messages.title)).toBe('Countries');
  });

  it('formats en-XA from the pseudo catalog, plurals and all, in a process started with PSEUDO_LANGUAGE=1', async () => {
    process.env.PSEUDO_LANGUAGE = '1';
    try {
      await jest.isolateModulesAsync(async () => {
        const server = await import('./server');
        const intl = server.createCatalogs({ en }, { pseudo, onError: (error) => { throw error; } })('en-XA');
        expect(intl.formatMessage(messages.title)).toBe('[Ƈǿǿŭŭƞŧřīḗḗş]');
        expect(intl.formatMessage(messages.count, { count: 1250 })).toBe('[1,250 ƈǿǿŭŭƞŧřīḗḗş]');
        expect(islandFormatter('en-XA', server.islandMessages(intl, { count: messages.count }))(messages.count, { count: 1 })).toBe('[1 ƈǿǿŭŭƞŧřẏ]');
      });
    } finally {
      delete process.env.PSEUDO_LANGUAGE;
    }
  });
});

describe('islandMessages and islandFormatter', () => {
  const intlFor = createCatalogs({ en, fr, ar });

  it("gives an island only its own messages, parsed, in the page's language", () => {
    const island = islandMessages(intlFor('fr'), { count: messages.count });
    expect(Object.keys(island)).toEqual(['list.count']);
    expect(JSON.stringify(island)).toContain('Aucun pays');
    expect(islandMessages(intlFor('fr'), { count: messages.count })).not.toBe(island);
  });

  it('makes them once per language and island', () => {
    const descriptors = { count: messages.count };
    expect(islandMessages(intlFor('fr'), descriptors)).toBe(islandMessages(intlFor('fr'), descriptors));
  });

  it('formats them in the browser without a parser: the messages travel as JSON', () => {
    const props = JSON.parse(JSON.stringify(islandMessages(intlFor('ar'), messages)));
    const format = islandFormatter('ar', props);
    expect(format(messages.count, { count: 0 })).toBe('لا دولة');
    expect(format(messages.count, { count: 11 })).toBe('11 دولة');
    // A message the Arabic catalog lacks travels in English.
    expect(format(messages.title)).toBe('Countries');
    expect(islandFormatter('fr', islandMessages(intlFor('fr'), messages))(messages.count, { count: 250 })).toBe('250 pays');
  });

  it('refuses a message the island was not given, and a message that does not parse', () => {
    const format = islandFormatter('en', islandMessages(intlFor('en'), { count: messages.count }));
    expect(() => format(messages.title)).toThrow('The island was given no message "list.title"');
    expect(() => islandMessages(intlFor('en'), { broken: { id: 'broken', defaultMessage: '{count, plural,' } })).toThrow();
  });
});
