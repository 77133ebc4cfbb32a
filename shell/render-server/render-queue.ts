import pLimit from 'p-limit';
import type { RenderLimits } from './limits';

/**
 * The render places (p-limit): at most `concurrent` renders at once and `queued` more waiting, first
 * come first served; beyond that a render is refused at once, so a flood of uncached pages costs a
 * bounded amount of CPU, memory and connections to the API while cached pages are still answered.
 * @returns a function that runs a render in its turn, or returns `undefined` (without running it) when every place and the queue are taken.
 */
export function renderQueue({ concurrent, queued }: RenderLimits): <T>(render: () => Promise<T>) => Promise<T> | undefined {
  const limit = pLimit(concurrent);
  return (render) => (limit.activeCount + limit.pendingCount >= concurrent + queued ? undefined : limit(render));
}
