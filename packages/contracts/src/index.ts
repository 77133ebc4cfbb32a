export * from './country';
export * from './remotes';
