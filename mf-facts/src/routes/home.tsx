import { useLocale } from '@worldatlas/design-system';
import { defineMessages, languageOf } from '@worldatlas/i18n';
import type { RouteModule } from '@worldatlas/routing';
import { FactsSkeleton } from '../features/facts/FactsSkeleton';
import { FactsSection } from '../features/facts/FactsSection';
import { HeroSkeleton } from '../features/hero/HeroSkeleton';
import { Hero } from '../features/hero/Hero';
import { intlFor } from '../i18n';

const MESSAGES = defineMessages({
  facts: { id: 'facts.home.facts', defaultMessage: 'Interesting Facts', description: 'The heading of the landing page’s fact cards.' },
  title: { id: 'facts.home.title', defaultMessage: 'WorldAtlas · Explore the World, One Country at a Time', description: 'The landing page’s title, in the browser’s tab and search results.' },
  description: { id: 'facts.home.description', defaultMessage: 'Explore every country of the world: flags, capitals, populations, languages and currencies, and interesting facts.' },
});

/** The landing page (`/`), in the page's language: the hero, then the interesting facts. Static, no island. */
export function Component() {
  const intl = intlFor(useLocale());
  return (
    <>
      <Hero />
      <FactsSection title={intl.formatMessage(MESSAGES.facts)} headingLevel={2} />
    </>
  );
}

/** The landing page's title and description, in the language its address names. */
export const meta: RouteModule['meta'] = ({ params }) => {
  const intl = intlFor(languageOf(params).tag);
  return [{ title: intl.formatMessage(MESSAGES.title) }, { name: 'description', content: intl.formatMessage(MESSAGES.description) }];
};

/** The landing page's outline: the hero's and the facts'. */
export function HydrateFallback() {
  return (
    <>
      <HeroSkeleton />
      <FactsSkeleton />
    </>
  );
}
