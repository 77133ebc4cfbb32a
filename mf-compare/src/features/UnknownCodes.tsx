import { Button, Heading, Stack, Text } from '@worldatlas/design-system';
import { href } from '@worldatlas/routing';
import { codesSearch } from './compare-query';

/** Props of {@link UnknownCodes}. */
export interface UnknownCodesProps {
  /** The address's codes that no country has, as written there (upper case). */
  unknown: readonly string[];
  /** The address's other codes, with their countries' names. */
  known: readonly { code: string; name: string }[];
}

/** "“XYZ”" or "“XYZ” and “QQQ”": codes quoted for the sentence. */
const quoted = (codes: readonly string[]) => {
  const each = codes.map((code) => `“${code}”`);
  return each.length > 1 ? `${each.slice(0, -1).join(', ')} and ${each.at(-1)}` : (each[0] ?? '');
};

/**
 * The compare page of an address with codes no country has (answered 404): it names them, and links
 * the comparison of the address's known countries, and the list where codes can be found.
 */
export function UnknownCodes({ unknown, known }: UnknownCodesProps) {
  const names = known.map((country) => country.name);
  return (
    <Stack gap="5" align="flex-start">
      <Heading as="h1" size="3xl">
        Country code not found
      </Heading>
      <Text fontSize="lg">
        No country has the code {quoted(unknown)}. Comparisons name countries by their three-letter codes, such as NPL for Nepal.
      </Text>
      {known.length > 0 ? (
        <Button asChild colorPalette="brand">
          <a href={href('compare', {}, codesSearch(known.map((country) => country.code)))}>{known.length >= 2 ? `Compare ${names.join(', ')}` : `Compare ${names[0]} with another country`}</a>
        </Button>
      ) : null}
      <a href={href('countries')}>Browse every country</a>
    </Stack>
  );
}
