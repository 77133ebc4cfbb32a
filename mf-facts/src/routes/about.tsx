import type { RouteModule } from '@worldatlas/routing';
import { FactsSkeleton } from '../features/facts/FactsSkeleton';
import { FactsSection } from '../features/facts/FactsSection';

/** The about page (`/about`): the interesting facts under the page's own heading. Static, no island. */
export function Component() {
  return <FactsSection title="Here are the Interesting Facts we're proud of" headingLevel={1} />;
}

/** The about page's title and description. */
export const meta: RouteModule['meta'] = () => [
  { title: 'About · WorldAtlas' },
  { name: 'description', content: "Interesting facts about the world's countries: Mount Everest, the Pyramids of Giza, the Great Barrier Reef and more." },
];

/** The about page's outline. */
export const HydrateFallback = FactsSkeleton;
