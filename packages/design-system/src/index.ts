/**
 * WorldAtlas design system: its Provider (the Chakra system and the page's locale), skeleton blocks,
 * the brand's drawing for a page that is not there (`OffTheMap`),
 * classes resolved once per page (`defineClasses`, also how islands get their styles), and the Chakra
 * components the route modules' views use, re-exported by subpath so only those are bundled. It runs
 * on the render server (a shared singleton there: one theme, one Emotion cache); islands never load
 * it in the browser, only its number formats (`@worldatlas/design-system/format`).
 */
export { Provider } from './Provider';
export { formatPopulation } from './format';
export { useLocale } from './locale';
export { OffTheMap } from './OffTheMap';
export { Bone, BoneCards, BoneLines, BoneStack, Skeleton } from './Skeleton';
export { inDarkMode } from './system';

export { Alert } from '@chakra-ui/react/alert';
export { Box } from '@chakra-ui/react/box';
export { Button } from '@chakra-ui/react/button';
export { Card } from '@chakra-ui/react/card';
export { Flex } from '@chakra-ui/react/flex';
export { Heading } from '@chakra-ui/react/heading';
export { Image } from '@chakra-ui/react/image';
export { Link } from '@chakra-ui/react/link';
export { SimpleGrid } from '@chakra-ui/react/simple-grid';
export { HStack, Stack } from '@chakra-ui/react/stack';
export { Text } from '@chakra-ui/react/text';
export { type ClassStyles, defineClasses, linkedStylesheet, SKIP_LINK, VISUALLY_HIDDEN } from './classes';
