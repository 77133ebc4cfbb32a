import useSWR from 'swr';
import { loadWorldShapes } from './world-shapes';

/** The world's country shapes through SWR (`{ data, error, mutate }`), loaded once per page for every map. */
export const useWorldShapes = () => useSWR('worldatlas:world-shapes', loadWorldShapes, { revalidateOnFocus: false, revalidateIfStale: false });
