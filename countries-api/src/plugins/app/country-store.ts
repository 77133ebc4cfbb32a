import fp from 'fastify-plugin';
import { CountryStore, loadCountryStore } from '../../store/country-store';

declare module 'fastify' {
  interface FastifyInstance {
    countryStore: CountryStore;
  }
}

/** Loads the built v3.1 records once at start-up and decorates the app with them as `countryStore`. */
export default fp(
  async (app, opts: { dataDir: string; publicUrl: string }) => {
    app.decorate('countryStore', await loadCountryStore(opts.dataDir, opts.publicUrl));
  },
  { name: 'country-store' },
);
