import type { RuntimeConfig } from '@worldatlas/contracts';
import { ENGLISH } from '@worldatlas/i18n';
import type { RenderedPage } from '../src/renderer';
import { pageTemplate } from './page-template';

const CONFIG: RuntimeConfig = {
  remotes: { facts: 'http://127.0.0.1:3001/mf-manifest.json', countries: 'http://127.0.0.1:3002/mf-manifest.json', contact: 'http://127.0.0.1:3003/mf-manifest.json' },
  apiBaseUrl: 'http://127.0.0.1:4000',
};
/** The site's public origin (`SITE_URL`'s). */
const SITE = 'https://worldatlas.example';
const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"/><meta name="description" content="WorldAtlas"/><title>WorldAtlas</title>' +
  '<script type="application/json" id="runtime-config"></script></head><body><div id="root"></div></body></html>';

function page(overrides: Partial<RenderedPage> = {}): RenderedPage {
  return {
    kind: 'page',
    status: 200,
    headers: {},
    meta: [{ title: 'Nepal · WorldAtlas' }, { name: 'description', content: 'Federal Democratic Republic of Nepal' }, { property: 'og:image', content: 'http://127.0.0.1:4000/flags/np.svg' }],
    language: ENGLISH,
    canonicalPath: '/country/Nepal',
    styles: '<style data-emotion="css abc">.css-abc{color:red}</style>',
    body: '<link rel="preload" as="image" href="/world.svg" fetchPriority="high"/><main>content</main>',
    islands: false,
    complete: true,
    ...overrides,
  };
}

describe('the page template', () => {
  const fill = pageTemplate(INDEX_HTML, CONFIG, SITE);

  it("writes the page's head, its styles and its content into the shell's page", () => {
    const html = fill(page(), 'https://worldatlas.example/country/Nepal');
    expect(html).toContain('<title>Nepal · WorldAtlas</title>');
    expect(html).toContain('<meta name="description" content="Federal Democratic Republic of Nepal"/>');
    expect(html).toContain('<link rel="canonical" href="https://worldatlas.example/country/Nepal"/>');
    expect(html).toContain('<meta property="og:image" content="http://127.0.0.1:4000/flags/np.svg"/>');
    expect(html).toContain('<meta property="og:title" content="Nepal · WorldAtlas"/>');
    expect(html).toContain('<meta property="og:description" content="Federal Democratic Republic of Nepal"/>');
    expect(html).toContain('<meta property="og:url" content="https://worldatlas.example/country/Nepal"/>');
    // React's resource hint goes to the head, before the styles; the content fills the root.
    expect(html).toMatch(/<link rel="preload" as="image" href="\/world.svg" fetchPriority="high"\/><style data-emotion="css abc">.*<\/style><\/head>/);
    expect(html).toContain('<div id="root"><main>content</main></div></body>');
    expect(html).toContain('"apiBaseUrl":"http://127.0.0.1:4000"');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it("names the island loader on the <html> of a page with islands only, and neither fetches nor runs a script file itself", () => {
    expect(fill(page(), 'https://w.example/country/Nepal')).not.toContain('islands');
    const html = fill(page({ islands: { load: 'paint', runtime: 'react' } }), 'https://w.example/country');
    expect(html).toMatch(/^<!doctype html><html data-island-loader="\/islands.js" lang="en" dir="ltr"><head>/);
    expect(html.match(/islands\.js/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"><main>content</main></div></body>');
    expect(html).not.toMatch(/<script[^>]* src=|<link[^>]* rel="(pre|module)load"[^>]* as="script"/);
    // A page whose islands all wait for the visitor says so, for the inline script.
    expect(fill(page({ islands: { load: 'interaction', runtime: 'react' } }), undefined)).toMatch(/^<!doctype html><html data-island-loader="\/islands.js" data-island-load="interaction" lang="en" dir="ltr"><head>/);
  });

  it('names the loader without React on a page whose islands are all plain DOM code', () => {
    expect(fill(page({ islands: { load: 'paint', runtime: 'dom' } }), undefined)).toMatch(/^<!doctype html><html data-island-loader="\/islands-dom.js" lang="en" dir="ltr"><head>/);
    expect(fill(page({ islands: { load: 'interaction', runtime: 'dom' } }), undefined)).toMatch(/^<!doctype html><html data-island-loader="\/islands-dom.js" data-island-load="interaction" lang="en" dir="ltr"><head>/);
  });

  it('escapes every head text and attribute, so nothing a visitor or the data says becomes markup', () => {
    const hostile = `A "quoted" <b>bold</b> & 'single'\u2028line`;
    const html = fill(page({ meta: [{ title: hostile }, { name: 'description', content: hostile }, { property: 'og:image', content: `https://x.example/${hostile}` }], canonicalPath: '/x' }), `https://worldatlas.example/country/${hostile}`);
    const escaped = 'A &#34;quoted&#34; &#60;b&#62;bold&#60;/b&#62; &#38; &#39;single&#39;\u2028line';
    expect(html).toContain(`<title>${escaped}</title>`);
    expect(html).toContain(`<meta name="description" content="${escaped}"/>`);
    expect(html).toContain(`<meta property="og:title" content="${escaped}"/>`);
    expect(html).toContain(`<meta property="og:description" content="${escaped}"/>`);
    // The image's address is a URL: what is not allowed in one is percent-encoded, the rest escaped.
    expect(html).toContain('<meta property="og:image" content="https://x.example/A%20%22quoted%22%20%3Cb%3Ebold%3C/b%3E%20&#38;%20&#39;single&#39;%E2%80%A8line"/>');
    expect(html).toContain(`<meta property="og:url" content="https://worldatlas.example/country/${escaped}"/>`);
    expect(html).toContain(`<link rel="canonical" href="https://worldatlas.example/country/${escaped}"/>`);
    expect(html).not.toContain('<b>');
  });

  it("writes a preview image named by path under the site's origin, followed by its size, its text and the Twitter card", () => {
    const meta = [
      { title: 'Nepal · WorldAtlas' },
      { property: 'og:image', content: '/country/Nepal/card.png' },
      { property: 'og:image:width', content: '1200' },
      { property: 'og:image:height', content: '630' },
      { property: 'og:image:alt', content: 'Nepal\'s flag & "facts"' },
      { name: 'twitter:card', content: 'summary_large_image' },
    ];
    const html = fill(page({ meta }), 'https://worldatlas.example/country/Nepal');
    expect(html).toContain(
      '<meta property="og:image" content="https://worldatlas.example/country/Nepal/card.png"/><meta property="og:image:width" content="1200"/><meta property="og:image:height" content="630"/>' +
        '<meta property="og:image:alt" content="Nepal&#39;s flag &#38; &#34;facts&#34;"/><meta name="twitter:card" content="summary_large_image"/>',
    );
    // The head's own Open Graph properties are written once, whatever the route module repeats.
    expect(fill(page({ meta: [...meta, { property: 'og:type', content: 'article' }] }), undefined).match(/og:type/g)).toHaveLength(1);
  });

  it('leaves the preview image out when the page has none', () => {
    expect(fill(page({ meta: [{ title: 'Contact · WorldAtlas' }, { name: 'description', content: 'Write to us' }], canonicalPath: '/contact' }), 'https://w.example/contact')).not.toContain('og:image');
  });

  it('names no canonical address for an error page (nothing of the address asked for is written into it)', () => {
    const html = fill(page({ status: 404, meta: [{ title: '404 · WorldAtlas' }, { name: 'description', content: 'Oops! An error occurred.' }], canonicalPath: undefined }), undefined);
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('og:url');
    expect(html).toContain('<meta property="og:title" content="404 · WorldAtlas"/>');
  });

  it('refuses a page without the slots a rendered page is written into', () => {
    expect(() => pageTemplate('<!doctype html><html><head></head><body></body></html>', CONFIG, SITE)).toThrow(/no slot for a rendered page/);
    expect(() => pageTemplate(INDEX_HTML.replace('<script type="application/json" id="runtime-config"></script>', ''), CONFIG, SITE)).toThrow(/no slot for a rendered page/);
  });

  /** The JSON the page carries for the island loader. */
  const carried = (html: string) => JSON.parse(/<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as unknown;

  it('writes the runtime configuration into its slot, then a preconnect per origin, each once', () => {
    const spread: RuntimeConfig = {
      remotes: { facts: 'https://CDN.example.org:443/facts/mf-manifest.json', countries: 'https://cdn.example.org/countries/mf-manifest.json', contact: 'http://127.0.0.1:3003/mf-manifest.json' },
      apiBaseUrl: 'https://api.example.org',
    };
    const html = pageTemplate(INDEX_HTML, spread, SITE)(page(), undefined);
    expect(carried(html)).toEqual(spread);
    expect(html).toContain(
      '</script><link rel="preconnect" href="https://cdn.example.org" crossorigin><link rel="preconnect" href="http://127.0.0.1:3003" crossorigin><link rel="preconnect" href="https://api.example.org" crossorigin>',
    );
  });

  it('escapes "<" in the configuration so no value can close its script element', () => {
    const hostile = { ...CONFIG, apiBaseUrl: 'https://api.example.org/</script><script>alert(1)</script>' };
    const html = pageTemplate(INDEX_HTML, hostile, SITE)(page(), undefined);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(carried(html)).toEqual(hostile);
  });
});
