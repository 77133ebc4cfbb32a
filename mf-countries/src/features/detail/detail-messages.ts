import { defineMessages } from '@worldatlas/i18n';
import type { intlFor } from '../../i18n';

/** The countries remote's messages in one language, as `intlFor` gives them. */
export type CountriesIntl = ReturnType<typeof intlFor>;

/** The country page's labels and headings (`/country/{id}`). */
export const DETAIL_MESSAGES = defineMessages({
  goBack: { id: 'countries.detail.goBack', defaultMessage: 'Go Back', description: 'A button-like link back to the list of countries (the browser’s Back when the visitor came from the site).' },
  compare: { id: 'countries.detail.compare', defaultMessage: 'Compare', description: 'A button-like link to the compare page with this country.' },
  compareLabel: { id: 'countries.detail.compareLabel', defaultMessage: 'Compare {country} with other countries', description: 'The accessible name of the Compare link; country: the country’s name.' },
  share: { id: 'countries.detail.share', defaultMessage: 'Share', description: 'A button that offers the page’s address to the device’s share sheet, or copies it.' },
  shareCopied: { id: 'countries.detail.shareCopied', defaultMessage: 'Link copied', description: 'Said beside Share once the page’s address is copied.' },
  shareCopy: { id: 'countries.detail.shareCopy', defaultMessage: 'Copy this link:', description: 'Said beside Share, followed by the page’s address, when the browser can neither share nor copy it.' },
  keyFigures: { id: 'countries.detail.keyFigures', defaultMessage: 'Key figures', description: 'The name, for screen readers, of the list of the population, capital and area under the country’s name.' },
  flagAlt: { id: 'countries.detail.flagAlt', defaultMessage: 'The flag of {country}.', description: 'The text alternative of the flag when the data has none; country: its name.' },
  borders: { id: 'countries.detail.borders', defaultMessage: 'Border countries', description: 'The heading over the links to the countries that share a land border with this one.' },
  noBorders: { id: 'countries.detail.noBorders', defaultMessage: 'No land borders', description: 'Under “Border countries”, for an island or a country without neighbours on land.' },
  overview: { id: 'countries.detail.overview', defaultMessage: 'Overview', description: 'The heading of the group of facts: names, capital, region, independence.' },
  people: { id: 'countries.detail.people', defaultMessage: 'People', description: 'The heading of the group of facts: population, density, demonym, languages, currencies.' },
  geography: { id: 'countries.detail.geography', defaultMessage: 'Geography', description: 'The heading of the group of facts: area, landlocked, coordinates, time zones.' },
  codes: { id: 'countries.detail.codes', defaultMessage: 'Codes', description: 'The heading of the group of facts: internet domain and telephone calling code.' },
  location: { id: 'countries.detail.location', defaultMessage: 'Location', description: 'The heading over the country’s map.' },
  officialName: { id: 'countries.detail.officialName', defaultMessage: 'Official name' },
  nativeNames: { id: 'countries.detail.nativeNames', defaultMessage: 'Native names', description: 'The country’s names in its own languages.' },
  capital: { id: 'countries.detail.capital', defaultMessage: 'Capital' },
  region: { id: 'countries.detail.region', defaultMessage: 'Region', description: 'A continent-sized region of the world (Asia, Europe).' },
  subregion: { id: 'countries.detail.subregion', defaultMessage: 'Sub region', description: 'A part of a region (Southern Asia).' },
  independent: { id: 'countries.detail.independent', defaultMessage: 'Independent', description: 'Whether the country is a sovereign state; its value is Yes or No.' },
  unMember: { id: 'countries.detail.unMember', defaultMessage: 'UN member', description: 'Whether the country is a member state of the United Nations; its value is Yes or No.' },
  population: { id: 'countries.detail.population', defaultMessage: 'Population' },
  density: { id: 'countries.detail.density', defaultMessage: 'Population density' },
  demonym: { id: 'countries.detail.demonym', defaultMessage: 'Demonym', description: 'What the country’s people are called (Nepalese).' },
  languages: { id: 'countries.detail.languages', defaultMessage: 'Languages' },
  currencies: { id: 'countries.detail.currencies', defaultMessage: 'Currencies' },
  area: { id: 'countries.detail.area', defaultMessage: 'Area', description: 'The country’s surface, in square kilometres.' },
  landlocked: { id: 'countries.detail.landlocked', defaultMessage: 'Landlocked', description: 'Whether the country has no coast; its value is Yes or No.' },
  capitalCoordinates: { id: 'countries.detail.capitalCoordinates', defaultMessage: 'Capital coordinates', description: 'The latitude and longitude of the capital.' },
  timeZones: { id: 'countries.detail.timeZones', defaultMessage: 'Time zones' },
  topLevelDomain: { id: 'countries.detail.topLevelDomain', defaultMessage: 'Top level domain', description: 'The country’s internet domain (.np).' },
  callingCode: { id: 'countries.detail.callingCode', defaultMessage: 'Calling code', description: 'The country’s international telephone code (+977).' },
});

/** The detail page's values in words: what the record lacks, yes and no, units, demonyms and coordinates. */
export const VALUE_MESSAGES = defineMessages({
  notAvailable: { id: 'countries.detail.notAvailable', defaultMessage: 'N/A', description: 'In place of a fact the data lacks (not available).' },
  yes: { id: 'countries.detail.yes', defaultMessage: 'Yes' },
  no: { id: 'countries.detail.no', defaultMessage: 'No' },
  areaValue: { id: 'countries.detail.areaValue', defaultMessage: '{area} km²', description: 'An area; area: a number, already formatted.' },
  densityValue: { id: 'countries.detail.densityValue', defaultMessage: '{density} people per km²', description: 'A population density; density: a number, already formatted.' },
  demonyms: { id: 'countries.detail.demonyms', defaultMessage: '{male} (male), {female} (female)', description: 'What the people are called, when the word differs for men and women; male, female: the English words, from the data.' },
  north: { id: 'countries.detail.north', defaultMessage: '{degrees}° N', description: 'A latitude north of the equator; degrees: a number.' },
  south: { id: 'countries.detail.south', defaultMessage: '{degrees}° S', description: 'A latitude south of the equator; degrees: a number.' },
  east: { id: 'countries.detail.east', defaultMessage: '{degrees}° E', description: 'A longitude east of Greenwich; degrees: a number.' },
  west: { id: 'countries.detail.west', defaultMessage: '{degrees}° W', description: 'A longitude west of Greenwich; degrees: a number.' },
  coordinates: { id: 'countries.detail.coordinates', defaultMessage: '{latitude}, {longitude}', description: 'The capital’s latitude, then its longitude (27.72° N, 85.32° E).' },
});
