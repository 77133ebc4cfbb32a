/**
 * JSON schema of one v3.1 country record, field by field, for the OpenAPI document (`Country`).
 * Every property is optional: `fields=` cuts a record down to the names asked for. Answers are
 * serialized once and sent as bytes, so this describes them; it never filters them.
 */

/** `{ official, common }`: a name in one language. */
const localName = {
  type: 'object',
  required: ['official', 'common'],
  properties: {
    official: { type: 'string', description: 'Official name.', examples: ['Federal Democratic Republic of Nepal'] },
    common: { type: 'string', description: 'Common name.', examples: ['Nepal'] },
  },
} as const;

/** An object keyed by ISO 639-3 language code. */
const byLanguage = (value: object, description: string, example: object) =>
  ({ type: 'object', description, additionalProperties: value, examples: [example] }) as const;

const strings = (description: string, example: string[]) => ({ type: 'array', items: { type: 'string' }, description, examples: [example] }) as const;

/** Nepal's record as this API answers it, cut to a few fields: the example of a whole record. */
export const NEPAL_EXAMPLE = {
  name: { common: 'Nepal', official: 'Federal Democratic Republic of Nepal', nativeName: { nep: { official: 'नेपाल संघीय लोकतान्त्रिक गणतन्त्र', common: 'नेपाल' } } },
  cca3: 'NPL',
  capital: ['Kathmandu'],
  region: 'Asia',
  flags: { svg: 'https://api.example.org/flags/np.3f2a9c1b.svg', png: 'https://api.example.org/flags/np.0a1b2c3d.png', alt: 'The flag of Nepal.' },
  population: 29_911_840,
};

/** The `Country` schema: every field of a v3.1 record this API serves, in v3.1 key order. */
export const countrySchema = {
  $id: 'Country',
  type: 'object',
  description:
    'A REST Countries v3.1 record. Keys come in this order; a field the data has no value for is absent (never null); empty `[]`, `{}` and `""` are kept. ' +
    'v3.1 fields no data package has are not served: gini, fifa, maps, coatOfArms, car.signs, postalCode.format.',
  properties: {
    name: {
      type: 'object',
      description: 'English names, and native names by ISO 639-3 language code (`{}` where the territory has none).',
      properties: {
        common: { type: 'string', examples: ['Nepal'] },
        official: { type: 'string', examples: ['Federal Democratic Republic of Nepal'] },
        nativeName: byLanguage(localName, 'Native names by ISO 639-3 language code.', { nep: { official: 'नेपाल संघीय लोकतान्त्रिक गणतन्त्र', common: 'नेपाल' } }),
      },
      examples: [NEPAL_EXAMPLE.name],
    },
    tld: strings('Internet country-code top-level domains.', ['.np']),
    cca2: { type: 'string', description: 'ISO 3166-1 alpha-2 code.', examples: ['NP'] },
    ccn3: { type: 'string', description: 'ISO 3166-1 numeric code, three digits.', examples: ['524'] },
    cca3: { type: 'string', description: 'ISO 3166-1 alpha-3 code.', examples: ['NPL'] },
    cioc: { type: 'string', description: 'International Olympic Committee code.', examples: ['NEP'] },
    independent: { type: 'boolean', description: 'Sovereign state (ISO 3166-1 independence); absent where the data has no value (Kosovo).', examples: [true] },
    status: { type: 'string', description: 'ISO 3166-1 assignment status.', examples: ['officially-assigned'] },
    unMember: { type: 'boolean', description: 'Member of the United Nations.', examples: [true] },
    currencies: {
      type: 'object',
      description: 'Currencies by ISO 4217 code (`{}` where none).',
      additionalProperties: { type: 'object', required: ['name'], properties: { name: { type: 'string' }, symbol: { type: 'string' } } },
      examples: [{ NPR: { name: 'Nepalese rupee', symbol: '₨' } }],
    },
    idd: {
      type: 'object',
      description: 'International dialling: the root and the suffixes that follow it.',
      properties: { root: { type: 'string' }, suffixes: { type: 'array', items: { type: 'string' } } },
      examples: [{ root: '+9', suffixes: ['77'] }],
    },
    capital: strings('Capitals; `[]` where there is none, several for e.g. South Africa.', ['Kathmandu']),
    capitalInfo: {
      type: 'object',
      description: "The first capital's position: `latlng` is [latitude, longitude] in degrees (0.01°), `[]` when unknown or no capital.",
      properties: { latlng: { type: 'array', items: { type: 'number' } } },
      examples: [{ latlng: [27.7, 85.32] }],
    },
    altSpellings: strings('Other spellings and names, searched by /name.', ['NP', 'Nepal', 'Loktāntrik Ganatantra Nepāl']),
    region: { type: 'string', enum: ['Africa', 'Americas', 'Antarctic', 'Asia', 'Europe', 'Oceania'], description: 'One of six regions.', examples: ['Asia'] },
    subregion: { type: 'string', description: 'UN M49 subregion; `""` where there is none.', examples: ['Southern Asia'] },
    continents: strings('Continents the territory lies on.', ['Asia']),
    languages: { type: 'object', description: 'Language names by ISO 639-3 code (`{}` where none).', additionalProperties: { type: 'string' }, examples: [{ nep: 'Nepali' }] },
    translations: byLanguage(localName, 'The name in other languages, by ISO 639-3 code (searched by /translation).', { cym: { official: 'Nepal', common: 'Nepal' }, fra: { official: 'République du Népal', common: 'Népal' } }),
    latlng: { type: 'array', items: { type: 'number' }, description: 'A central point, [latitude, longitude] in degrees.', examples: [[28, 84]] },
    landlocked: { type: 'boolean', description: 'Without a coastline.', examples: [true] },
    borders: strings('Land neighbours, as cca3 codes.', ['CHN', 'IND']),
    area: { type: 'number', description: 'Area in km²; absent where unknown.', examples: [147181] },
    flag: { type: 'string', description: 'The flag as an emoji.', examples: ['🇳🇵'] },
    demonyms: byLanguage(
      { type: 'object', required: ['f', 'm'], properties: { f: { type: 'string' }, m: { type: 'string' } } },
      'What the people are called, female and male, by ISO 639-3 code.',
      { eng: { f: 'Nepalese', m: 'Nepalese' } },
    ),
    flags: {
      type: 'object',
      required: ['svg', 'png', 'alt'],
      description: "Absolute URLs of the flag images on this API (SVG; PNG 250 px wide) and a text alternative.",
      properties: { svg: { type: 'string', format: 'uri' }, png: { type: 'string', format: 'uri' }, alt: { type: 'string' } },
      examples: [NEPAL_EXAMPLE.flags],
    },
    population: { type: 'integer', minimum: 0, description: 'People; 0 for uninhabited territories (and where the source has no figure).', examples: [29911840] },
    car: {
      type: 'object',
      description: 'Road traffic: the side it keeps to (at the capital where a country’s parts differ). v3.1’s `signs` are not served.',
      properties: { side: { type: 'string', enum: ['left', 'right'] } },
      examples: [{ side: 'left' }],
    },
    postalCode: {
      type: 'object',
      description: 'Postal codes: `regex`, an anchored regular expression matching a code in upper case; absent where none is known. v3.1’s `format` is not served.',
      properties: { regex: { type: 'string' } },
      examples: [{ regex: '^\\d{5}$' }],
    },
    startOfWeek: { type: 'string', enum: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'], description: 'First day of the week (CLDR).', examples: ['sunday'] },
    timezones: strings('Distinct standard UTC offsets of its time zones, ascending; `UTC` for +00:00.', ['UTC+05:45']),
  },
  examples: [NEPAL_EXAMPLE],
} as const;
