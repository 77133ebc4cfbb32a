import { useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from '@worldatlas/routing';
import { type ListQuery, parseListQuery, toSearchParams } from './list-query';

/** Applies a change to the list's query: the fields given replace the current ones. */
export type UpdateListQuery = (change: Partial<ListQuery>) => void;

/**
 * The list query: local state, so typing and quick changes apply at once, mirrored into the URL
 * (replace, defaults left out) once the list shows it: the router's navigation is not part of the
 * keystroke's frame. The URL wins when it changes from outside: a link, Back or Forward; unknown
 * values in it are then replaced by the defaults, in the address too.
 * @returns the query as typed, the query the list shows (deferred: React renders it after the input
 *   echoes, and may interrupt that render for the next keystroke) and a stable `update`.
 */
export function useListQuery(): { query: ListQuery; listed: ListQuery; update: UpdateListQuery } {
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState(() => parseListQuery(params));
  const listed = useDeferredValue(query);
  const latest = useRef(query);
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (navigationType === 'REPLACE') return; // our own mirror of the state
    const params = new URLSearchParams(location.search);
    latest.current = parseListQuery(params);
    setQuery(latest.current);
    // Unknown values and defaults leave the address too, so what is shared is what is shown.
    const canonical = toSearchParams(latest.current);
    if (canonical.toString() !== params.toString()) setParams(canonical, { replace: true });
  }, [location.key]); // once per navigation, not on every render

  useEffect(() => {
    const shown = toSearchParams(listed);
    if (shown.toString() !== new URLSearchParams(location.search).toString()) setParams(shown, { replace: true });
  }, [listed]); // when the list has caught up with the query

  const update = useCallback<UpdateListQuery>((change) => {
    latest.current = { ...latest.current, ...change };
    setQuery(latest.current);
  }, []);
  return { query, listed, update };
}
