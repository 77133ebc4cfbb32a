import { PageCache } from './page-cache';

describe('PageCache', () => {
  it('keeps a page with a strong ETag of its bytes and makes its gzip encoding once', () => {
    const cache = new PageCache();
    const page = cache.set('en /country', 200, '<p>Nepal</p>');
    expect(cache.get('en /country')).toBe(page);
    expect(page.etag).toMatch(/^"[\w-]{27}"$/);
    expect(PageCache.gzip(page)).toBe(PageCache.gzip(page));
  });

  it('drops the least recently used pages once their bytes pass the bound', () => {
    const cache = new PageCache(10_000);
    const html = 'x'.repeat(2_000);
    for (const path of ['/a', '/b', '/c']) cache.set(path, 200, html);
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.get('/c')).toBeDefined();
  });

  it('keeps nothing when its bound is 0 bytes, and still makes the page to send', () => {
    const cache = new PageCache(0);
    expect(cache.set('/country', 200, '<p>Nepal</p>').html.toString()).toBe('<p>Nepal</p>');
    expect(cache.get('/country')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
