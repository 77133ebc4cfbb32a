export {
  type DomIslandModule,
  FAILED_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_RUNTIME_ATTRIBUTE,
  type IslandRuntime,
  islandIdPrefix,
} from './attributes';
export { Island, type IslandProps, scriptJson } from './Island';
export { useAdoptedFields } from './useAdoptedFields';
