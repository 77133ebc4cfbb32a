import { createAppConfig } from '@worldatlas/webpack-config';

/** The contact remote: the Contact Us form. */
export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    { name: 'contact', root: __dirname, port: 3003, title: 'WorldAtlas contact', exposes: { './ContactForm': './src/exposes/ContactForm.tsx' } },
    argv,
  );
