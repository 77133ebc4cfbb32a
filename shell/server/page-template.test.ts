import type { RuntimeConfig } from '@worldatlas/contracts';
import { fillShellPage } from '@worldatlas/static-server';
import type { RenderedPage } from '../src/server';
import { escapeHtml, pageTemplate } from './page-template';

const CONFIG: RuntimeConfig = {
  remotes: { facts: 'http://127.0.0.1:3001/mf-manifest.json', countries: 'http://127.0.0.1:3002/mf-manifest.json', contact: 'http://127.0.0.1:3003/mf-manifest.json' },
  apiBaseUrl: 'http://127.0.0.1:4000',
};
const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"/><meta name="description" content="WorldAtlas"/><title>WorldAtlas</title>' +
  '<script type="application/json" id="runtime-config"></script><script defer="defer" src="/main.js"></script>' +
  '<link rel="preload" as="script" href="/696.d5703f99.js"><link rel="preload" as="script" href="/844.38b56d94.js"></head><body><div id="root"></div></body></html>';
const HOSTILE = `</title><script>alert("x")</script>'&`;

function page(overrides: Partial<RenderedPage> = {}): RenderedPage {
  return {
    status: 200,
    head: { title: 'Nepal · WorldAtlas', description: 'Federal Democratic Republic of Nepal', image: 'http://127.0.0.1:4000/flags/np.svg', path: '/country/Nepal' },
    styles: '<style data-emotion="css abc">.css-abc{color:red}</style>',
    body: '<link rel="preload" as="image" href="/world.svg" fetchPriority="high"/><main>content</main>',
    data: { pathname: '/country/Nepal', locale: 'en-US', skeletons: [], data: {} },
    complete: true,
    ...overrides,
  };
}

describe('the page template', () => {
  const fill = pageTemplate(fillShellPage(INDEX_HTML, CONFIG));

  it("writes the page's head, its styles, the content and its data into the shell's page", () => {
    const html = fill(page(), 'https://worldatlas.example/country/Nepal');
    expect(html).toContain('<title>Nepal · WorldAtlas</title>');
    expect(html).toContain('<meta name="description" content="Federal Democratic Republic of Nepal"/>');
    expect(html).toContain('<link rel="canonical" href="https://worldatlas.example/country/Nepal"/>');
    expect(html).toContain('<meta property="og:image" content="http://127.0.0.1:4000/flags/np.svg"/>');
    expect(html).toContain('<meta property="og:title" content="Nepal · WorldAtlas"/>');
    // React's resource hint goes to the head, before the styles; the content fills the root.
    expect(html).toMatch(/<link rel="preload" as="image" href="\/world.svg" fetchPriority="high"\/><style data-emotion="css abc">.*<\/style><\/head>/);
    expect(html).toContain('<div id="root"><main>content</main></div><script type="application/json" id="page-data">{"pathname":"/country/Nepal"');
    expect(html).toContain('"apiBaseUrl":"http://127.0.0.1:4000"');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('escapes hostile text in the head and data, so nothing a visitor or the data says becomes markup', () => {
    const html = fill(
      page({ head: { title: HOSTILE, description: HOSTILE, path: '/x' }, data: { pathname: '/x', locale: 'en-US', skeletons: [], data: { key: HOSTILE } } }),
      `https://worldatlas.example/country/${HOSTILE}`,
    );
    expect(html).not.toContain('<script>alert');
    expect(html).toContain(`<title>${escapeHtml(HOSTILE)}</title>`);
    expect(html).toContain('\\u003c/title>\\u003cscript>alert');
    expect(JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html)?.[1] ?? '')).toMatchObject({ data: { key: HOSTILE } });
  });

  it("leaves the host's start-chunk preloads out and keeps its entry, so the page paints before its code loads", () => {
    const html = fill(page(), 'https://worldatlas.example/country/Nepal');
    expect(html).not.toContain('as="script"');
    expect(html).toContain('<script defer="defer" src="/main.js"></script>');
  });

  it('leaves the preview image out when the page has none', () => {
    expect(fill(page({ head: { title: 'Contact · WorldAtlas', description: 'Write to us', path: '/contact' } }), 'https://w.example/contact')).not.toContain('og:image');
  });

  it("refuses a page without the slots a rendered page is written into", () => {
    expect(() => pageTemplate(fillShellPage('<!doctype html><html><head></head><body></body></html>', CONFIG))).toThrow(/no slot for a rendered page/);
  });
});
