import { defineMessages, type Message } from '@worldatlas/i18n';

/** One interesting-fact card: its country, the fact as the card tells it, and where it is a country, its capital and population. */
export interface Fact {
  id: number;
  country: Message;
  /** The fact told as a sentence about the country. */
  sentence: Message;
  /** The country's capital and its people; none for World. */
  place?: { capital: Message; population: number };
}

/**
 * The eight fact cards (the spec's country, capital, population and fact). Two source figures were
 * wrong: World's population was 'Null' (no line is shown) and Russia's was 1,324,216,107; Russia's is
 * the figure the countries data gives (@countrystatecity/countries, as served by countries-api).
 */
export const FACTS: readonly Fact[] = [
  {
    id: 1,
    ...defineMessages({
      country: { id: 'facts.world.country', defaultMessage: 'World' },
      sentence: { id: 'facts.world.sentence', defaultMessage: 'The world has 195 countries, including 193 UN member states and 2 observer states.' },
    }),
  },
  {
    id: 2,
    ...defineMessages({
      country: { id: 'facts.nepal.country', defaultMessage: 'Nepal' },
      sentence: { id: 'facts.nepal.sentence', defaultMessage: 'Nepal is home to Mount Everest, 8,848 m, the highest mountain on Earth.' },
    }),
    place: { ...defineMessages({ capital: { id: 'facts.nepal.capital', defaultMessage: 'Kathmandu' } }), population: 29_609_623 },
  },
  {
    id: 3,
    ...defineMessages({
      country: { id: 'facts.egypt.country', defaultMessage: 'Egypt' },
      sentence: { id: 'facts.egypt.sentence', defaultMessage: 'Egypt is home to the Pyramids of Giza, the last standing wonder of the ancient world.' },
    }),
    place: { ...defineMessages({ capital: { id: 'facts.egypt.capital', defaultMessage: 'Cairo' } }), population: 104_258_327 },
  },
  {
    id: 4,
    ...defineMessages({
      country: { id: 'facts.australia.country', defaultMessage: 'Australia' },
      sentence: { id: 'facts.australia.sentence', defaultMessage: 'Australia is home to the Great Barrier Reef, the largest coral reef system.' },
    }),
    place: { ...defineMessages({ capital: { id: 'facts.australia.capital', defaultMessage: 'Canberra' } }), population: 25_687_041 },
  },
  {
    id: 5,
    ...defineMessages({
      country: { id: 'facts.brazil.country', defaultMessage: 'Brazil' },
      sentence: { id: 'facts.brazil.sentence', defaultMessage: 'Brazil is home to most of the Amazon Rainforest, the largest tropical rainforest.' },
    }),
    place: { ...defineMessages({ capital: { id: 'facts.brazil.capital', defaultMessage: 'Brasilia' } }), population: 213_993_437 },
  },
  {
    id: 6,
    ...defineMessages({
      country: { id: 'facts.france.country', defaultMessage: 'France' },
      sentence: { id: 'facts.france.sentence', defaultMessage: "France is home to the Eiffel Tower, Paris's iron landmark since 1889." },
    }),
    place: { ...defineMessages({ capital: { id: 'facts.france.capital', defaultMessage: 'Paris' } }), population: 67_407_241 },
  },
  {
    id: 7,
    ...defineMessages({
      country: { id: 'facts.russia.country', defaultMessage: 'Russia' },
      sentence: { id: 'facts.russia.sentence', defaultMessage: 'Russia is the largest country by area, over 17 million km².' },
    }),
    place: { ...defineMessages({ capital: { id: 'facts.russia.capital', defaultMessage: 'Moscow' } }), population: 146_028_325 },
  },
  {
    id: 8,
    ...defineMessages({
      country: { id: 'facts.china.country', defaultMessage: 'China' },
      sentence: { id: 'facts.china.sentence', defaultMessage: "China's Great Wall is visible from space on rare occasions." },
    }),
    place: { ...defineMessages({ capital: { id: 'facts.china.capital', defaultMessage: 'Beijing' } }), population: 1_444_216_107 },
  },
];
