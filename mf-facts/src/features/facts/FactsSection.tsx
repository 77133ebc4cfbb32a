import { Heading, SimpleGrid, Stack } from '@worldatlas/design-system';
import { FactCard } from './FactCard';
import { FACTS } from './facts';

/** Props of {@link FactsSection}. */
export interface FactsSectionProps {
  /** Section heading, e.g. "Here are the Interesting Facts we're proud of". */
  title: string;
  /** Level of the heading: 2 under a page heading, 1 when the section is the page. */
  headingLevel?: 1 | 2;
}

/** The interesting-facts section: a heading (`title`, at `headingLevel`) over the eight fact cards. Static data, plain HTML. */
export function FactsSection({ title, headingLevel = 2 }: FactsSectionProps) {
  return (
    <Stack as="section" aria-labelledby="facts-heading" gap="6" py="8">
      <Heading as={headingLevel === 1 ? 'h1' : 'h2'} id="facts-heading" size="3xl" textAlign="center">
        {title}
      </Heading>
      <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 4 }} gap="6" listStyleType="none" m="0" p="0">
        {FACTS.map((fact) => (
          <li key={fact.id}>
            <FactCard fact={fact} headingLevel={headingLevel === 1 ? 2 : 3} />
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
