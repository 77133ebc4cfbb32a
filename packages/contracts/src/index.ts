export * from './country';
export * from './remotes';
export * from './format';
export * from './route-data';
export * from './contact';
