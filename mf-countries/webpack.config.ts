import { createAppConfig } from '@worldatlas/webpack-config';

/** The countries remote: list and detail pages, data from the v3.1 API with SWR. */
export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      name: 'countries',
      root: __dirname,
      port: 3002,
      title: 'WorldAtlas countries',
      exposes: { './CountryList': './src/exposes/CountryList.tsx', './CountryDetail': './src/exposes/CountryDetail.tsx' },
    },
    argv,
  );
