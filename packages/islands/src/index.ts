export {
  type DomIslandModule,
  HYDRATED_ATTRIBUTE,
  Island,
  ISLAND_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_RUNTIME_ATTRIBUTE,
  type IslandProps,
  type IslandRuntime,
  scriptJson,
} from './Island';
export { useAdoptedFields } from './useAdoptedFields';
