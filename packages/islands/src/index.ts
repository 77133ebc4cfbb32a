export { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from './attributes';
export { Island } from './Island';
export { useAdoptedFields } from './useAdoptedFields';
