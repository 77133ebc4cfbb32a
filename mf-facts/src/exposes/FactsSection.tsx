import type { ExposedModuleProps } from '@worldatlas/contracts';
import type { ComponentType } from 'react';
import { FactsSection } from '../features/facts/FactsSection';

/** Exposed as `facts/FactsSection`. */
export default FactsSection satisfies ComponentType<ExposedModuleProps['facts/FactsSection']>;
