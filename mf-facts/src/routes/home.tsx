import type { RouteModule } from '@worldatlas/routing';
import { FactsSkeleton } from '../features/facts/FactsSkeleton';
import { FactsSection } from '../features/facts/FactsSection';
import { HeroSkeleton } from '../features/hero/HeroSkeleton';
import { Hero } from '../features/hero/Hero';

/** The landing page (`/`): the hero, then the interesting facts. Static, no island. */
export function Component() {
  return (
    <>
      <Hero />
      <FactsSection title="Interesting Facts" headingLevel={2} />
    </>
  );
}

/** The landing page's title and description. */
export const meta: RouteModule['meta'] = () => [
  { title: 'WorldAtlas · Explore the World, One Country at a Time' },
  { name: 'description', content: 'Explore every country of the world: flags, capitals, populations, languages and currencies, and interesting facts.' },
];

/** The landing page's outline: the hero's and the facts'. */
export function HydrateFallback() {
  return (
    <>
      <HeroSkeleton />
      <FactsSkeleton />
    </>
  );
}
