import type { FastifyPluginAsync } from 'fastify';
import { registerTextLookup } from './text-lookup';

/**
 * `GET /v3.1/translation/{translation}` — countries with a name (official or common, in English or in any
 * language of `translations`) containing the text, any case (`germany`, `alemania`, `Deutschland`), as
 * upstream's README example `/v3.1/translation/germany` expects.
 * Answers as {@link registerTextLookup} describes (200 array, 404, 400), from the country store.
 */
const translationRoute: FastifyPluginAsync = async (app) => {
  registerTextLookup(app, {
    resource: 'translation',
    summary: 'Countries by translated name',
    description: 'Part of the name in English or in another language (official or common, any language of `translations`), any case.',
    examples: ['germany', 'alemania', 'saksamaa', 'almaen'],
    find: (text) => app.countryStore.findByTranslation(text),
  });
};

export default translationRoute;
