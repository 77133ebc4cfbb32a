import { createAppConfig } from '@worldatlas/webpack-config';

/** The facts remote: the landing hero and the interesting-facts section. Its own page shows both. */
export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      name: 'facts',
      root: __dirname,
      port: 3001,
      title: 'WorldAtlas facts',
      exposes: { './Hero': './src/exposes/Hero.tsx', './FactsSection': './src/exposes/FactsSection.tsx' },
    },
    argv,
  );
