// Exposed as `countries/CountryDetail` (props: CountryDetailProps from @worldatlas/contracts).
export { CountryDetail as default } from '../features/detail/CountryDetail';
