import type { ExposedModuleProps } from '@worldatlas/contracts';
import type { ComponentType } from 'react';
import { CountryDetail } from '../features/detail/CountryDetail';

/** Exposed as `countries/CountryDetail`. */
export default CountryDetail satisfies ComponentType<ExposedModuleProps['countries/CountryDetail']>;
