import type { FastifyPluginAsync } from 'fastify';
import { registerTextLookup } from './text-lookup';

/**
 * `GET /v3.1/region/{region}` — countries whose region contains the text (any case: `europe`, `america`
 * for the Americas), or whose subregion is the text whole (`Northern Europe`).
 * Answers as {@link registerTextLookup} describes (200 array, 404, 400), from the country store.
 */
const regionRoute: FastifyPluginAsync = async (app) => {
  registerTextLookup(app, {
    resource: 'region',
    summary: 'Countries by region',
    description: 'Part of a region’s name (`america` finds the Americas), or a whole subregion name, any case.',
    examples: ['europe', 'asia', 'Northern Europe'],
    find: (text) => app.countryStore.findByRegion(text),
  });
};

export default regionRoute;
