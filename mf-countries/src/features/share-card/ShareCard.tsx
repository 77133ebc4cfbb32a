import type { CountryDetails } from '@worldatlas/contracts';
import { formatPopulation } from '@worldatlas/design-system';
import { BRAND_COLORS } from '@worldatlas/design-system/colors';

/** The card's size in CSS pixels, which the PNG has too: the 1.91:1 preview image link previews show whole. */
export const CARD_SIZE = { width: 1200, height: 630 } as const;

/** A flag as the card draws it: an image URL (`data:`) and its size in the card, in px. */
export interface CardFlag {
  src: string;
  width: number;
  height: number;
}

/** What a country's card says: its names and key facts, as text (numbers written in `en-US`). */
export interface CardFacts {
  name: string;
  officialName: string;
  /** Label and text of each fact the record has: capital, population, region. */
  facts: [label: string, text: string][];
}

/** The card's facts of `country` (a v3.1 record with the detail fields); a fact the record lacks is left out. */
export function cardFactsOf(country: CountryDetails): CardFacts {
  const capital = country.capital?.filter(Boolean).join(', ');
  const region = [country.subregion, country.region].filter(Boolean).join(', ');
  const facts: [string, string | undefined][] = [
    ['Capital', capital || undefined],
    ['Population', typeof country.population === 'number' ? formatPopulation(country.population, 'en-US') : undefined],
    ['Region', region || undefined],
  ];
  return {
    name: country.name.common,
    officialName: country.name.official,
    facts: facts.flatMap(([label, text]) => (text === undefined ? [] : [[label, text]])),
  };
}

/** The font families of the card, in the order glyphs are looked for: Latin, then Latin Extended (Chișinău). */
export const CARD_FONT_FAMILIES = ['Inter', 'Inter Latin Ext'] as const;

// The site's light palette: the design system's fg, fg.muted, border, bg and brand.700.
const { fg: INK, fgMuted: MUTED, border: BORDER, bg: PAPER } = BRAND_COLORS.light;
const ACCENT = BRAND_COLORS.brand[7];

/** The name's type size in px: long names (South Georgia and the South Sandwich Islands) get smaller type. */
const nameSize = (name: string) => (name.length <= 16 ? 76 : name.length <= 30 ? 60 : 46);

/**
 * A country's preview card, 1200×630: its flag at its own proportions, its common and official
 * names, and its facts, under the site's name. Laid out by satori (flexbox, inline styles only),
 * never rendered by React.
 */
export function ShareCard({ card, flag }: { card: CardFacts; flag?: CardFlag }) {
  return (
    <div style={{ ...CARD_SIZE, display: 'flex', flexDirection: 'column', background: PAPER, color: INK, fontFamily: CARD_FONT_FAMILIES.join(', ') }}>
      <div style={{ height: 16, background: ACCENT }} />
      <div style={{ flex: 1, display: 'flex', alignItems: 'center', gap: 64, padding: '0 72px' }}>
        {flag ? <img src={flag.src} width={flag.width} height={flag.height} style={{ border: `2px solid ${BORDER}` }} /> : null}
        <div style={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 16 }}>
          <div style={{ fontSize: nameSize(card.name), fontWeight: 700, lineHeight: 1.1, lineClamp: 2 }}>{card.name}</div>
          {card.officialName !== card.name ? <div style={{ fontSize: 28, color: MUTED, lineClamp: 2 }}>{card.officialName}</div> : null}
          <div style={{ display: 'flex', flexDirection: 'column', gap: 12, marginTop: 16 }}>
            {card.facts.map(([label, text]) => (
              <div key={label} style={{ display: 'flex', fontSize: 32, lineHeight: 1.25 }}>
                <div style={{ width: 190, color: MUTED }}>{label}</div>
                <div style={{ flex: 1, lineClamp: 1 }}>{text}</div>
              </div>
            ))}
          </div>
        </div>
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', padding: '0 72px 40px', fontSize: 26, color: MUTED }}>
        <div style={{ fontWeight: 700, color: ACCENT }}>WorldAtlas</div>
        <div>Facts, flags and figures for every country</div>
      </div>
    </div>
  );
}
