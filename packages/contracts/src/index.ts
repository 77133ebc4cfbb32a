export * from './country';
