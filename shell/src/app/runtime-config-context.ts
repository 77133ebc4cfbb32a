import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from '@worldatlas/contracts';
import { createContext, useContext } from 'react';

/** The runtime configuration the shell started with (runtime-config.json). */
export const RuntimeConfigContext = createContext<RuntimeConfig>(DEFAULT_RUNTIME_CONFIG);

/** The runtime configuration: remote manifest URLs and the countries API base URL. */
export function useRuntimeConfig(): RuntimeConfig {
  return useContext(RuntimeConfigContext);
}
