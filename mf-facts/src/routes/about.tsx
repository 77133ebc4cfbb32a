import { useLocale } from '@worldatlas/design-system';
import { defineMessages, languageOf } from '@worldatlas/i18n';
import type { RouteModule } from '@worldatlas/routing';
import { FactsSkeleton } from '../features/facts/FactsSkeleton';
import { FactsSection } from '../features/facts/FactsSection';
import { intlFor } from '../i18n';

const MESSAGES = defineMessages({
  heading: { id: 'facts.about.heading', defaultMessage: "Here are the Interesting Facts we're proud of", description: 'The about page’s heading, over the fact cards.' },
  title: { id: 'facts.about.title', defaultMessage: 'About · WorldAtlas', description: 'The about page’s title, in the browser’s tab.' },
  description: { id: 'facts.about.description', defaultMessage: "Interesting facts about the world's countries: Mount Everest, the Pyramids of Giza, the Great Barrier Reef and more." },
});

/** The about page (`/about`), in the page's language: the interesting facts under the page's own heading. Static, no island. */
export function Component() {
  return <FactsSection title={intlFor(useLocale()).formatMessage(MESSAGES.heading)} headingLevel={1} />;
}

/** The about page's title and description, in the language its address names. */
export const meta: RouteModule['meta'] = ({ params }) => {
  const intl = intlFor(languageOf(params).tag);
  return [{ title: intl.formatMessage(MESSAGES.title) }, { name: 'description', content: intl.formatMessage(MESSAGES.description) }];
};

/** The about page's outline. */
export const HydrateFallback = FactsSkeleton;
