import type { FastifyPluginAsync } from 'fastify';
import { registerTextLookup } from './text-lookup';

/**
 * `GET /v3.1/demonym/{demonym}` — countries with a demonym (female or male, any language) containing the
 * text, any case (`peruvian`, `français`).
 * Answers as {@link registerTextLookup} describes (200 array, 404, 400), from the country store.
 */
const demonymRoute: FastifyPluginAsync = async (app) => {
  registerTextLookup(app, {
    resource: 'demonym',
    summary: 'Countries by demonym',
    description: 'Part of what the people are called, female or male, in any language, any case.',
    examples: ['peruvian', 'chilean', 'française'],
    find: (text) => app.countryStore.findByDemonym(text),
  });
};

export default demonymRoute;
