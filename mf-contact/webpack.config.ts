import { createAppConfig } from '@worldatlas/webpack-config';

/** The contact remote: the contact page as a route module of its server build, and its form's island in its browser build. */
export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      name: 'contact',
      root: __dirname,
      exposes: { './ContactFormIsland': './src/islands/ContactFormIsland.ts' },
      routes: { './routes/contact': './src/routes/contact.tsx' },
    },
    argv,
  );
