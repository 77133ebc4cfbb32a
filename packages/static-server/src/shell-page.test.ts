import type { RuntimeConfig } from '@worldatlas/contracts';
import { fillShellPage, RUNTIME_CONFIG_SLOT } from './shell-page';

const CONFIG: RuntimeConfig = {
  remotes: {
    facts: 'https://CDN.example.org:443/facts/mf-manifest.json',
    countries: 'https://cdn.example.org/countries/mf-manifest.json',
    contact: 'http://127.0.0.1:3003/mf-manifest.json',
  },
  apiBaseUrl: 'https://api.example.org',
};
const PAGE = `<!doctype html><html><head><title>WorldAtlas</title>${RUNTIME_CONFIG_SLOT}<script defer="defer" src="/main.js"></script></head><body><div id="root"></div></body></html>`;

/** The JSON the filled page carries in its slot. */
const carried = (html: string) => JSON.parse(/<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as unknown;

describe('fillShellPage', () => {
  it('writes the runtime configuration into the slot, then a preconnect per origin, each once', () => {
    const html = fillShellPage(PAGE, CONFIG);
    expect(carried(html)).toEqual(CONFIG);
    expect(html).toContain(
      '</script><link rel="preconnect" href="https://cdn.example.org" crossorigin><link rel="preconnect" href="http://127.0.0.1:3003" crossorigin><link rel="preconnect" href="https://api.example.org" crossorigin><script defer="defer" src="/main.js">',
    );
    expect(html).not.toContain(RUNTIME_CONFIG_SLOT);
  });

  it('escapes "<" so no value can close the script element', () => {
    const hostile = { ...CONFIG, apiBaseUrl: 'https://api.example.org/</script><script>alert(1)</script>' };
    const html = fillShellPage(PAGE, hostile);
    expect(html.match(/<\/script>/g)).toHaveLength(PAGE.match(/<\/script>/g)?.length ?? 0);
    expect(carried(html)).toEqual(hostile);
  });

  it("leaves a page without the slot (a remote's own page) as it is", () => {
    const remotePage = '<!doctype html><html><head><title>countries</title></head><body></body></html>';
    expect(fillShellPage(remotePage, CONFIG)).toBe(remotePage);
  });
});
