import type { RouteLoader } from '@worldatlas/contracts';
import { loadCountryPage } from '../features/detail/country-loader';

/** Exposed as `countries/CountryDetail/loader`: a country page's route loader, without the view's code. */
export default loadCountryPage satisfies RouteLoader;
