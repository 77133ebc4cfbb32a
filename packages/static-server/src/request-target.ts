/**
 * Whether a request's target is a path this site can answer: it starts with `/`, decodes, holds no
 * NUL and no `.` or `..` segment, however encoded (`%2e%2e`, `..%2f`, `..\`). Otherwise it is refused
 * with 400 before any route sees it: the request target `*` and absolute-form targets, which a
 * browser never sends, and dot segments, which browsers resolve before sending, so only a client
 * probing the server sends one.
 * @param url the request target as sent (`request.raw.url`), query included.
 */
export function isSafeRequestTarget(url: string): boolean {
  if (!url.startsWith('/')) return false;
  const path = url.split('?')[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  return !decoded.includes('\0') && !decoded.split(/[/\\]/).some((segment) => segment === '.' || segment === '..');
}
