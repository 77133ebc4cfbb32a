export { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, type IslandRuntime, islandIdPrefix } from './attributes';
export { Island } from './Island';
export { useAdoptedFields } from './useAdoptedFields';
export { PREFILTER_ATTRIBUTES } from './prefilter';
export { PREFILTER_SCRIPT } from './prefilter-script';
