// Exposed as `facts/Hero`: a thin adapter, so the feature can change behind a stable name.
export { Hero as default } from '../features/hero/Hero';
