import { untranslatedText } from './test-kit';

const page = (head: string, body: string) => `<!doctype html><html lang="en-XA"><head>${head}</head><body>${body}</body></html>`;

describe('untranslatedText', () => {
  it('finds nothing in a page whose interface text is all pseudo-translated', () => {
    const html = page(
      '<title>[Ƈǿǿŭŭƞŧřīīḗḗş] · WorldAtlas</title><meta name="description" content="[Ḗḗṽḗḗřẏ ƈǿǿŭŭƞŧřẏ]"><meta property="og:title" content="[Ƥȧȧɠḗḗ]"><style>body{color:red}</style>' +
        '<meta property="og:type" content="website"><meta property="og:url" content="https://worldatlas.test/en-xa/country/Nepal"><meta property="og:image" content="https://worldatlas.test/card.png"><meta property="og:image:type" content="image/png">',
      '<nav aria-label="[Ḿȧȧīīƞ]"><a href="/about">[Ȧȧƀǿǿŭŭŧ]</a></nav><img alt="[Ƒŀȧȧɠ ǿǿƒ \u2068Nepal\u2069]" src="x.png"><p>[Ƥǿǿƥŭŭŀȧȧŧīīǿǿƞ]: 29,609,623</p>' +
        '<p>[Ƈȧȧƥīīŧȧȧŀ]: <bdi lang="en">Kathmandu</bdi></p><script>window.x = "Hello there"</script><svg><path d="M0 0L10 10"/><text>Asia</text></svg>' +
        '<textarea name="message" placeholder="[Ẏǿǿŭŭř ḿḗḗşşȧȧɠḗḗ]">Which country has the most borders?</textarea>',
    );
    expect(untranslatedText(html)).toEqual([]);
  });

  it('reports English text in text nodes, read attributes, the title and shown meta tags, once each', () => {
    const html = page(
      '<title>Countries · WorldAtlas</title><meta name="description" content="Every country"><meta property="og:image:alt" content="A flag"><meta property="og:description" content="Facts"><meta name="viewport" content="width=device-width">',
      '<input placeholder="Search by name"><button title="[Ǿǿƥḗḗƞ]" aria-label="Open the menu">[Ǿǿƥḗḗƞ]</button><p>No countries match</p><p>No countries match</p><img alt="Flag of Nepal"><textarea placeholder="Your message"></textarea>',
    );
    expect(untranslatedText(html)).toEqual(['Countries ·', 'Every country', 'A flag', 'Facts', 'Search by name', 'Open the menu', 'No countries match', 'Flag of Nepal', 'Your message']);
  });

  it("skips what is in another language than the page's, and reports what is in its own", () => {
    const menu = '<ul aria-label="[Ŀȧȧƞɠŭŭȧȧɠḗḗ]"><li><a lang="en" hreflang="en" href="/language?to=%2F">English</a></li><li><a lang="fr" href="/language?to=%2Ffr">Français</a></li></ul>';
    expect(untranslatedText(page('', menu))).toEqual([]);
    expect(untranslatedText(page('', '<p lang="en-XA">Countries</p><p><span lang="en">Countries</span></p>'))).toEqual(['Countries']);
  });

  it('lets single letters and figures pass: they are no English words', () => {
    expect(untranslatedText(page('', '<p>[Ȧȧřḗḗȧȧ]: 147,181 km</p><p>N 28° E 84°</p>'))).toEqual(['[Ȧȧřḗḗȧȧ]: 147,181 km']);
  });
});
