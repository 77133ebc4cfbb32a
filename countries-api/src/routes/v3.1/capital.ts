import type { FastifyPluginAsync } from 'fastify';
import { foldAccents } from '../../store/search-texts';
import { registerTextLookup } from './text-lookup';

/**
 * `GET /v3.1/capital/{capital}` — countries with a capital containing the text, ignoring case and accents
 * (`bogota` finds Colombia, `lon` finds every capital with "lon").
 * Answers as {@link registerTextLookup} describes (200 array, 404, 400), from the country store.
 */
const capitalRoute: FastifyPluginAsync = async (app) => {
  registerTextLookup(app, {
    resource: 'capital',
    summary: 'Countries by capital',
    description: 'Part of a capital’s name, ignoring case and accents (`bogota` finds Bogotá).',
    examples: ['tallinn', 'bogota', 'lon'],
    find: (text) => app.countryStore.findByCapital(text),
    cacheKey: (text) => foldAccents(text.toLowerCase()),
  });
};

export default capitalRoute;
