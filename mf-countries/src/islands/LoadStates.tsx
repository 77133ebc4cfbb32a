import type { ListClasses } from '../features/list/list-styles';

/**
 * How the list's island loads what its page did not carry (the languages and currencies of a search
 * by them, the other view's code and data): each answer once, kept while the page is open (the
 * list's data never changes while a visitor reads it), a loader meanwhile, and when it fails a
 * message with Retry, which is the only retry.
 */
export const FETCH_ONCE = { revalidateIfStale: false, revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false } as const;

/** A loader with its accessible name (`label`, e.g. "Loading the map"), while something the list needs is on its way. */
export function Loading({ label, classes }: { label: string; classes: ListClasses }) {
  return (
    <div role="status" aria-label={label} className={classes.loading}>
      <span className={classes.spinner} />
    </div>
  );
}

/** The message when something the list needs could not be loaded (`title`, and what to do in `description`), with Retry (`retry`, its text). */
export function LoadFailed({ title, description, retry, onRetry, classes }: { title: string; description: string; retry: string; onRetry: () => void; classes: ListClasses }) {
  return (
    <div role="alert" className={classes.alert}>
      <div className={classes.alertContent}>
        <p className={classes.alertTitle}>{title}</p>
        <p className={classes.alertDescription}>{description}</p>
      </div>
      <button type="button" className={classes.retry} onClick={onRetry}>
        {retry}
      </button>
    </div>
  );
}
