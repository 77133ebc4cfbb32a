import { type RefObject, useEffect, useRef } from 'react';

/**
 * Calls `adopt` once, right after the island has hydrated, with the fields of `form` as the visitor
 * left them while the island's code was on its way (text typed, an option chosen: hydration keeps
 * them in the page but the island's state does not know them), so the island applies them. Not
 * called again on later renders.
 */
export function useAdoptedFields(form: RefObject<HTMLFormElement | null>, adopt: (fields: FormData) => void): void {
  const latest = useRef(adopt);
  latest.current = adopt;
  useEffect(() => {
    if (form.current) latest.current(new FormData(form.current));
  }, [form]);
}
