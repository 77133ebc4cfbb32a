import type { IncomingHttpHeaders } from 'node:http';

/** A header's one value (the first, when a client sent it twice), or `undefined`. */
const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Whether a form post comes from a page of another site, which must not post in a visitor's name: its
 * `Sec-Fetch-Site` says `cross-site`, or its `Origin` is neither `siteOrigin` (the site's public
 * origin, `SITE_URL`) nor an origin whose host (host and port) is the request's `Host` (the site is
 * opened under more than one name: `localhost:3000` and `127.0.0.1:3000`). `Origin: null` (a
 * sandboxed or privacy-sensitive context) is no origin of the site. A post without either header
 * (curl, old clients) is not taken for another site's: the form's token still binds it.
 * @param headers the post's request headers.
 * @param siteOrigin e.g. `https://worldatlas.example`.
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
    // `null`, or anything that is not an origin.
    return true;
  }
}

/**
 * Whether `body` reads as the form data `contentType` says it is (URL-encoded or multipart), as the
 * route's action will read it (`Request.formData()`). A multipart body with no boundary, a broken
 * boundary or a part without its headers does not: the post is the client's error, whatever its
 * action. Reads nothing else of the body.
 */
export async function readsAsFormData(body: Buffer, contentType: string): Promise<boolean> {
  try {
    await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
    return true;
  } catch {
    return false;
  }
}
