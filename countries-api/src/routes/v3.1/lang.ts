import type { FastifyPluginAsync } from 'fastify';
import { registerTextLookup } from './text-lookup';

/**
 * `GET /v3.1/lang/{lang}` — countries speaking a language, given as its ISO 639-3 code or English name,
 * any case, whole (`spa`, `Spanish`; `span` finds none).
 * Answers as {@link registerTextLookup} describes (200 array, 404, 400), from the country store.
 */
const langRoute: FastifyPluginAsync = async (app) => {
  registerTextLookup(app, {
    resource: 'lang',
    summary: 'Countries by language',
    description: 'A language’s ISO 639-3 code or English name, whole, any case (`spa`, `spanish`).',
    examples: ['spanish', 'spa', 'nep'],
    find: (text) => app.countryStore.findByLanguage(text),
  });
};

export default langRoute;
