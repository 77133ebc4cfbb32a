import type { ExposedModuleProps } from '@worldatlas/contracts';
import type { ComponentType } from 'react';
import { Hero } from '../features/hero/Hero';

/** Exposed as `facts/Hero`: a thin adapter, so the feature can change behind a stable, typed name. */
export default Hero satisfies ComponentType<ExposedModuleProps['facts/Hero']>;
