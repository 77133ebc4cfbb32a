// Exposed as `facts/FactsSection` (props: FactsSectionProps from @worldatlas/contracts).
export { FactsSection as default } from '../features/facts/FactsSection';
