import type { FastifyPluginAsync } from 'fastify';
import { registerTextLookup } from './text-lookup';

/**
 * `GET /v3.1/currency/{currency}` — countries using a currency: its ISO 4217 code (any case, `eur`), or
 * part of its English name as v3.1 compares it (the lower-cased name contains the text as given: `euro`,
 * `dollar`; `Euro` finds none).
 * Answers as {@link registerTextLookup} describes (200 array, 404, 400), from the country store.
 */
const currencyRoute: FastifyPluginAsync = async (app) => {
  registerTextLookup(app, {
    resource: 'currency',
    summary: 'Countries by currency',
    description: 'An ISO 4217 code, any case (`cop`), or part of a currency’s English name as v3.1 compares it: the lower-cased name contains the text as given (`euro`, `dollar`; `Euro` finds none).',
    examples: ['cop', 'eur', 'dollar'],
    find: (text) => app.countryStore.findByCurrency(text),
    // The name part of the match is case-sensitive, so is the key.
    cacheKey: (text) => text,
  });
};

export default currencyRoute;
