// The island loader's entry, on the pages that have islands. Async boundary: React is negotiated with
// the federation runtime (shared with every remote's islands) before any of it is used.
import('./bootstrap').catch((error: unknown) => console.error('The island loader could not start: the page stays as it came.', error));
