import { createAppConfig } from '@worldatlas/webpack-config';

/** The compare remote: the comparison page as a route module of its server build. Its picker is a plain GET form: no island yet, so no script. */
export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      name: 'compare',
      root: __dirname,
      routes: { './routes/compare': './src/routes/compare.tsx' },
    },
    argv,
  );
