import { startPageIslands } from './start';

// React from the share scope, its JSX runtime included: one copy for every remote's islands.
startPageIslands(async () => {
  const [react, reactDom] = await Promise.all([import('react'), import('react-dom/client'), import('react/jsx-runtime')]);
  return { react, reactDom };
});
