import { pluralForms } from './island';
import { createCatalogs, islandMessages } from './server';

// A plural message's forms as an island's props carry it, parsed on the server (`islandMessages`).

const count = { id: 'list.count', defaultMessage: '{count, plural, =0 {No country} one {# country} other {# countries}}' };
const intlFor = createCatalogs({
  en: { 'list.count': count.defaultMessage },
  fr: { 'list.count': '{count, plural, =0 {Aucun pays} one {# pays} many {# de pays} other {# pays}}' },
  ar: { 'list.count': '{count, plural, zero {لا دولة} one {دولة واحدة} two {دولتان} few {# دول} many {# دولة} other {# دولة}}' },
});
/** The forms of `message` (ICU MessageFormat) as `pluralForms` gives them from the parsed message. */
const formsOf = (message: string) => pluralForms(islandMessages(intlFor('en'), { message: { id: 'm', defaultMessage: message } }), { id: 'm' });

describe('pluralForms', () => {
  it("gives each form of the language's message whole, by its selector, with # for the number", () => {
    const parsed = (tag: string) => islandMessages(intlFor(tag), { count });
    expect(pluralForms(parsed('en'), count)).toEqual({ '=0': 'No country', one: '# country', other: '# countries' });
    expect(pluralForms(parsed('fr'), count)).toEqual({ '=0': 'Aucun pays', one: '# pays', many: '# de pays', other: '# pays' });
    expect(pluralForms(parsed('ar'), count)).toEqual({ zero: 'لا دولة', one: 'دولة واحدة', two: 'دولتان', few: '# دول', many: '# دولة', other: '# دولة' });
  });

  it('puts the text around the plural into each form', () => {
    expect(formsOf('Shown: {n, plural, one {# country} other {# countries}}.')).toEqual({ one: 'Shown: # country.', other: 'Shown: # countries.' });
  });

  it.each([
    ['no plural', 'Countries'],
    ['another argument', '{n, plural, other {# countries in {region}}}'],
    ['two plurals', '{n, plural, other {#}} of {m, plural, other {#}}'],
    ['an offset', '{n, plural, offset:1 other {# others}}'],
    ['an ordinal', '{n, selectordinal, one {#st} other {#th}}'],
    ['a # of its own', "{n, plural, other {# countries '#'1}}"],
  ])('refuses a message with %s', (_what, message) => {
    expect(() => formsOf(message)).toThrow('The message "m" is not text around one plural of text and #');
  });

  it('refuses a message the island was not given', () => {
    expect(() => pluralForms({}, count)).toThrow('The island was given no message "list.count"');
  });
});
