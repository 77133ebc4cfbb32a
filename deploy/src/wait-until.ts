import { setTimeout as sleep } from 'node:timers/promises';

/** How long {@link waitUntil} keeps trying. */
export interface WaitOptions {
  /** Give up after this long, in ms (default 10 000). */
  timeoutMs?: number;
  /** Pause between two checks, in ms (default 100). */
  intervalMs?: number;
}

/**
 * Calls `check` until it returns true. An error `check` throws ends the wait at once (e.g. the
 * process being waited for has exited), so callers fail with the real reason.
 * @param what what is awaited, for the timeout message, e.g. "countries-api at http://127.0.0.1:4000".
 * @throws Error `${what} not ready after N ms` on timeout, or whatever `check` throws.
 */
export async function waitUntil(what: string, check: () => boolean | Promise<boolean>, options: WaitOptions = {}): Promise<void> {
  const { timeoutMs = 10_000, intervalMs = 100 } = options;
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() >= deadline) throw new Error(`${what} not ready after ${timeoutMs} ms`);
    await sleep(intervalMs);
  }
}

/** True when `url` answers with a 2xx status; false while nothing listens there or it answers an error. */
export async function answersOk(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}
