import type { FastifyPluginAsync } from 'fastify';
import { registerTextLookup } from './text-lookup';

/**
 * `GET /v3.1/subregion/{subregion}` — countries whose subregion contains the text, any case (`northern
 * europe`, `africa` for every African subregion).
 * Answers as {@link registerTextLookup} describes (200 array, 404, 400), from the country store.
 */
const subregionRoute: FastifyPluginAsync = async (app) => {
  registerTextLookup(app, {
    resource: 'subregion',
    summary: 'Countries by subregion',
    description: 'Part of a subregion’s name, any case (`africa` finds every African subregion).',
    examples: ['Northern Europe', 'caribbean'],
    find: (text) => app.countryStore.findBySubregion(text),
  });
};

export default subregionRoute;
