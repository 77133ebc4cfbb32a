export * from './country';
export * from './remotes';
export * from './contact';
