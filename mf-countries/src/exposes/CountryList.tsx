import type { ExposedModuleProps } from '@worldatlas/contracts';
import type { ComponentType } from 'react';
import { CountryList } from '../features/list/CountryList';

/** Exposed as `countries/CountryList`. */
export default CountryList satisfies ComponentType<ExposedModuleProps['countries/CountryList']>;
