export {
  type DomIslandModule,
  FAILED_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
  HYDRATED_ISLANDS_SELECTOR,
  ISLAND_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_RUNTIME_ATTRIBUTE,
  type IslandRuntime,
  islandIdPrefix,
  PENDING_ISLANDS_SELECTOR,
} from './attributes';
export { Island, type IslandProps, scriptJson } from './Island';
export { useAdoptedFields } from './useAdoptedFields';
