import { createAppConfig } from '@worldatlas/webpack-config';

/**
 * The countries remote: the list and the country pages as route modules of its server build (data
 * from the v3.1 API, the maps drawn on the server), each country's preview card (a resource route,
 * its PNG drawn on the server), and the list's island in its browser build.
 */
export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      name: 'countries',
      root: __dirname,
      exposes: {
        './CountryListIsland': './src/islands/CountryListIsland.tsx',
      },
      routes: {
        './routes/country-list': './src/routes/country-list.tsx',
        './routes/country': './src/routes/country.tsx',
        './routes/country-card': './src/routes/country-card.ts',
      },
    },
    argv,
  );
