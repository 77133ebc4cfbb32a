// Exposed as `countries/CountryList` (props: CountriesProps from @worldatlas/contracts).
export { CountryList as default } from '../features/list/CountryList';
