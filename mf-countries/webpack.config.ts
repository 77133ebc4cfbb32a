import { createAppConfig } from '@worldatlas/webpack-config';

/** The countries remote: list and detail pages, data from the v3.1 API with SWR, each with its route loader. */
export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      name: 'countries',
      root: __dirname,
      port: 3002,
      title: 'WorldAtlas countries',
      exposes: {
        './CountryList': './src/exposes/CountryList.tsx',
        './CountryList/loader': './src/exposes/CountryList.loader.ts',
        './CountryDetail': './src/exposes/CountryDetail.tsx',
        './CountryDetail/loader': './src/exposes/CountryDetail.loader.ts',
      },
    },
    argv,
  );
