export * from './client';
export { getCountryNamed, isNotFound } from './find-country';
export * from './requests';
