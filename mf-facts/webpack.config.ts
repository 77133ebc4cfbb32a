import { createAppConfig } from '@worldatlas/webpack-config';

/** The facts remote: the landing page and the about page, as route modules of its server build. No island: they ship no script. */
export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      name: 'facts',
      root: __dirname,
      routes: {
        './routes/home': './src/routes/home.tsx',
        './routes/about': './src/routes/about.tsx',
      },
    },
    argv,
  );
