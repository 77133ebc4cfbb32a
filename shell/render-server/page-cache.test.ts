import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { PageCache } from './page-cache';

/** HTML of about `bytes` that gzip shrinks by a quarter only (random base64): a page then weighs about 1.75 times its size. */
const noise = (bytes: number) => `<p>${randomBytes((bytes * 3) / 4).toString('base64')}</p>`;

describe('PageCache', () => {
  it('keeps a page with a strong ETag of its bytes, and a gzip encoding that decodes to the page', () => {
    const cache = new PageCache();
    const page = cache.set('en-US /country/Nepal', 'site', 200, '<p>Nepal · 30,896,590 people</p>');
    expect(cache.get('en-US /country/Nepal')).toBe(page);
    expect(page.etag).toMatch(/^"[\w-]{27}"$/);
    expect(gunzipSync(PageCache.gzip(page)).toString('utf8')).toBe('<p>Nepal · 30,896,590 people</p>');
    expect(PageCache.gzip(page)).toBe(PageCache.gzip(page));
  });

  it('gives different pages different ETags, and the same page the same one', () => {
    const cache = new PageCache();
    const [a, b, again] = [cache.set('/a', 'site', 200, '<p>a</p>'), cache.set('/b', 'site', 200, '<p>b</p>'), PageCache.page(200, '<p>a</p>')];
    expect(a.etag).not.toBe(b.etag);
    expect(again.etag).toBe(a.etag);
  });

  it('drops the least recently used pages of a segment once their bytes (HTML and gzip) pass its bound', () => {
    // 80 KB: the site segment has 70 KB; pages of 20 KB HTML and 15 KB gzip: the third pushes the first out.
    const cache = new PageCache(80_000);
    for (const path of ['/a', '/b', '/c']) cache.set(path, 'site', 200, noise(20_000));
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.get('/c')).toBeDefined();
  });

  it('keeps the site segment out of reach of a flood of visitor pages, however many', () => {
    const cache = new PageCache(80_000);
    cache.set('/', 'site', 200, noise(4_000));
    cache.set('/about', 'site', 200, noise(4_000));
    for (let search = 0; search < 500; search += 1) cache.set(`/country?q=${search}`, 'visitor', 200, noise(2_000));
    expect([cache.get('/'), cache.get('/about')]).toEqual([expect.objectContaining({ status: 200 }), expect.objectContaining({ status: 200 })]);
    // The visitor segment (1/8: 10 KB) keeps the last two searches only.
    expect([cache.get('/country?q=499'), cache.get('/country?q=497')]).toEqual([expect.objectContaining({ status: 200 }), undefined]);
    expect(cache.size).toEqual({ site: 2, visitor: 2 });
  });

  it('keeps nothing when its bound is 0 bytes, and still makes the page to send', () => {
    const cache = new PageCache(0);
    expect(cache.set('/country', 'site', 200, '<p>Nepal</p>').html.toString()).toBe('<p>Nepal</p>');
    expect(cache.get('/country')).toBeUndefined();
    expect(cache.size).toEqual({ site: 0, visitor: 0 });
  });
});
