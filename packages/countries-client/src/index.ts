export * from './client';
export { isNotFound } from './find-country';
export * from './requests';
