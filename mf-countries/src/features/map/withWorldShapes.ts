/**
 * A map's code (`import('./CountryMap')`) with the world's shapes fetched alongside it, not once the
 * map has rendered: resolves with the code's module once both have arrived. A failed shapes fetch
 * does not fail this; the map shows it, with its Retry. Imports nothing of the map until called.
 */
export function withWorldShapes<Module>(code: Promise<Module>): Promise<Module> {
  const shapes = import('./world-shapes').then(({ loadWorldShapes }) => loadWorldShapes()).catch(() => undefined);
  return Promise.all([code, shapes]).then(([module]) => module);
}
