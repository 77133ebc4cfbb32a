import type { RouteLoader } from '@worldatlas/contracts';
import { loadCountryList } from '../features/list/list-loader';

/** Exposed as `countries/CountryList/loader`: the list's route loader, without the view's code. */
export default loadCountryList satisfies RouteLoader;
