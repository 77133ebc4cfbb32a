import { ChakraProvider } from '@chakra-ui/react/styled-system';
import type { ReactNode } from 'react';
import { system } from './system';

/** Gives its children the WorldAtlas Chakra system. The host and each remote's own page wrap their tree in it. */
export function Provider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
