import { useCallback, useDeferredValue, useEffect, useState } from 'react';
import { type ListQuery, parseListQuery, toSearchParams } from './list-query';

/** Applies a change to the list's query: the fields given replace the current ones. */
export type UpdateListQuery = (change: Partial<ListQuery>) => void;

/** The query of the page's address, as the server reads it. */
const addressQuery = () => parseListQuery(new URLSearchParams(window.location.search));

/**
 * The list's query as the island keeps it: state, so typing and quick changes apply at once,
 * mirrored into the address (defaults left out) once the list shows it, so the list can be shared,
 * reloaded and come back with Back. Another view is a step of the history (`history.pushState`:
 * Back returns to the view before); the other changes replace the address of the step
 * (`history.replaceState`), so typing adds no step. Back and Forward set the query from the address.
 * @param initial the query the server rendered the page for.
 * @returns the query as typed, the query the list shows (deferred: React renders it after the input
 *   echoes, and may interrupt that render for the next keystroke) and a stable `update`.
 */
export function useListQuery(initial: ListQuery): { query: ListQuery; listed: ListQuery; update: UpdateListQuery } {
  const [query, setQuery] = useState(initial);
  const listed = useDeferredValue(query);
  useEffect(() => {
    const search = toSearchParams(listed).toString();
    const address = `${window.location.pathname}${search ? `?${search}` : ''}`;
    if (address === `${window.location.pathname}${window.location.search}`) return;
    if (listed.view === addressQuery().view) window.history.replaceState(window.history.state, '', address);
    else window.history.pushState(null, '', address);
  }, [listed]);
  useEffect(() => {
    const followAddress = () => setQuery(addressQuery());
    window.addEventListener('popstate', followAddress);
    return () => window.removeEventListener('popstate', followAddress);
  }, []);
  const update = useCallback<UpdateListQuery>((change) => setQuery((current) => ({ ...current, ...change })), []);
  return { query, listed, update };
}
