/** One interesting-fact card: country, capital, population and its fact (the spec's fields), and the fact as a sentence. */
export interface Fact {
  id: number;
  countryName: string;
  /** `null` for World, which has no capital. */
  capital: string | null;
  /** People; `null` for World, whose source figure was 'Null'. */
  population: number | null;
  interestingFact: string;
  /** The fact told as a sentence about the country, as the card reads. */
  sentence: string;
}

/**
 * The eight fact cards. Two source figures were wrong: World's population was 'Null' (no
 * line is shown) and Russia's was 1,324,216,107; Russia's is the figure the countries data gives
 * (@countrystatecity/countries, as served by countries-api).
 */
export const FACTS: readonly Fact[] = [
  { id: 1, countryName: 'World', capital: null, population: null, interestingFact: '195 countries, including 193 UN member states and 2 observer states', sentence: 'The world has 195 countries, including 193 UN member states and 2 observer states.' },
  { id: 2, countryName: 'Nepal', capital: 'Kathmandu', population: 29_609_623, interestingFact: 'Mount Everest, 8,848 m', sentence: 'Nepal is home to Mount Everest, 8,848 m, the highest mountain on Earth.' },
  { id: 3, countryName: 'Egypt', capital: 'Cairo', population: 104_258_327, interestingFact: 'Pyramids of Giza', sentence: 'Egypt is home to the Pyramids of Giza, the last standing wonder of the ancient world.' },
  { id: 4, countryName: 'Australia', capital: 'Canberra', population: 25_687_041, interestingFact: 'Great Barrier Reef', sentence: 'Australia is home to the Great Barrier Reef, the largest coral reef system.' },
  { id: 5, countryName: 'Brazil', capital: 'Brasilia', population: 213_993_437, interestingFact: 'Amazon Rainforest', sentence: 'Brazil is home to most of the Amazon Rainforest, the largest tropical rainforest.' },
  { id: 6, countryName: 'France', capital: 'Paris', population: 67_407_241, interestingFact: 'Eiffel Tower', sentence: 'France is home to the Eiffel Tower, Paris\'s iron landmark since 1889.' },
  { id: 7, countryName: 'Russia', capital: 'Moscow', population: 146_028_325, interestingFact: 'Largest country by area, over 17 million km²', sentence: 'Russia is the largest country by area, over 17 million km².' },
  { id: 8, countryName: 'China', capital: 'Beijing', population: 1_444_216_107, interestingFact: 'Great Wall visible from space on rare occasions', sentence: 'China\'s Great Wall is visible from space on rare occasions.' },
];
