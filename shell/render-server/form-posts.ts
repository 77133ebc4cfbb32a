import type { IncomingHttpHeaders } from 'node:http';

/** A header's one value (the first, when a client sent it twice), or `undefined`. */
const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Whether a form post comes from a page of another site (the README's "What a page answers" says when).
 * @param headers the post's request headers.
 * @param siteOrigin the site's public origin, e.g. `https://worldatlas.example`.
 */
export function isFromAnotherSite(headers: IncomingHttpHeaders, siteOrigin: string): boolean {
  if (single(headers['sec-fetch-site'])?.toLowerCase() === 'cross-site') return true;
  const origin = single(headers.origin);
  if (origin === undefined) return false;
  if (origin === siteOrigin) return false;
  const host = single(headers.host)?.toLowerCase();
  try {
    const { protocol, host: originHost } = new URL(origin);
    return !((protocol === 'http:' || protocol === 'https:') && host !== undefined && originHost === host);
  } catch {
    return true;
  }
}

/** Whether `body` reads as the form data `contentType` says (URL-encoded or multipart), as the route's action will read it (`Request.formData()`). */
export async function readsAsFormData(body: Buffer, contentType: string): Promise<boolean> {
  try {
    await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
    return true;
  } catch {
    return false;
  }
}
