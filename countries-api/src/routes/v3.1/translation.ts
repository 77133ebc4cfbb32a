import type { FastifyPluginAsync } from 'fastify';
import { registerTextLookup } from './text-lookup';

/**
 * `GET /v3.1/translation/{translation}` — countries with a translated name (official or common, in any
 * language of `translations`) containing the text, any case (`alemania`, `Deutschland`). The English names
 * are not searched, as in v3.1.
 * Answers as {@link registerTextLookup} describes (200 array, 404, 400), from the country store.
 */
const translationRoute: FastifyPluginAsync = async (app) => {
  registerTextLookup(app, {
    resource: 'translation',
    summary: 'Countries by translated name',
    description: 'Part of the name in another language (official or common, any language of `translations`; not the English names), any case.',
    examples: ['alemania', 'saksamaa', 'almaen'],
    find: (text) => app.countryStore.findByTranslation(text),
  });
};

export default translationRoute;
