import { createAppConfig } from '@worldatlas/webpack-config';

/** The compare remote: the comparison page as a route module of its server build, and its picker's island (plain DOM code) in its browser build. */
export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      name: 'compare',
      root: __dirname,
      exposes: { './PickerIsland': './src/islands/PickerIsland.ts' },
      routes: { './routes/compare': './src/routes/compare.tsx' },
    },
    argv,
  );
