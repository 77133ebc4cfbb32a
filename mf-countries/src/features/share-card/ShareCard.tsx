import type { CountryDetails } from '@worldatlas/contracts';
import { formatPopulation } from '@worldatlas/design-system';
import { BRAND_COLORS } from '@worldatlas/design-system/colors';
import { countryName, defineMessages, directionOf, languageOfTag, regionName } from '@worldatlas/i18n';
import type { intlFor } from '../../i18n';

const MESSAGES = defineMessages({
  capital: { id: 'countries.card.capital', defaultMessage: 'Capital', description: 'A label on the country’s preview image (a PNG), in a column 190 px wide at 32 px type: about 10 letters at most.' },
  population: { id: 'countries.card.population', defaultMessage: 'Population', description: 'A label on the country’s preview image (a PNG), in a column 190 px wide at 32 px type: about 10 letters at most.' },
  region: { id: 'countries.card.region', defaultMessage: 'Region', description: 'A label on the country’s preview image (a PNG), in a column 190 px wide at 32 px type: about 10 letters at most.' },
  place: {
    id: 'countries.card.place',
    defaultMessage: '{subregion}, {region}',
    description: 'Beside Region on the country’s preview image, and in its text: the sub region, then the region it is in (Southern Asia, Asia), with the comma the language writes.',
  },
  tagline: { id: 'countries.card.tagline', defaultMessage: 'Facts, flags and figures for every country', description: 'The site’s motto at the foot of a country’s preview image, beside the name WorldAtlas.' },
});

/** The card's size in CSS pixels, which the PNG has too: the 1.91:1 preview image link previews show whole. */
export const CARD_SIZE = { width: 1200, height: 630 } as const;

/** A flag as the card draws it: an image URL (`data:`) and its size in the card, in px. */
export interface CardFlag {
  src: string;
  width: number;
  height: number;
}

/** One fact of a card: which it is, its label in the card's language, and its text. */
interface CardFact {
  kind: 'capital' | 'population' | 'region';
  label: string;
  text: string;
}

/** What a country's card says, in one language: its names, key facts and motto, as text. */
export interface CardFacts {
  /** The BCP 47 tag of its language: which faces draw it, and which way it runs. */
  tag: string;
  name: string;
  officialName: string;
  /** Each fact the record has: capital, population, region. */
  facts: CardFact[];
  /** The site's motto, at the card's foot. */
  tagline: string;
}

/**
 * The card's facts of `country` (a v3.1 record with the detail fields) in the language tagged
 * `locale` (BCP 47; English for a tag the site does not serve), labels from `intl` (that language's
 * messages): its names from the record's `translations`, its region's from CLDR, numbers in the
 * language's format, its capitals listed as the language lists things (`Intl.ListFormat`, narrow:
 * "Pretoria, Bloemfontein, Cape Town"); a fact the record lacks is left out.
 */
export function cardFactsOf(country: CountryDetails, intl: ReturnType<typeof intlFor>, locale: string): CardFacts {
  const language = languageOfTag(locale);
  const capital = intl.formatList(country.capital?.filter(Boolean) ?? [], { type: 'conjunction', style: 'narrow' });
  const [subregion, region] = [country.subregion, country.region].map((name) => (name ? regionName(name, language) : ''));
  const place = subregion && region ? intl.formatMessage(MESSAGES.place, { subregion, region }) : subregion || region;
  const texts: Record<CardFact['kind'], string | undefined> = {
    capital: capital || undefined,
    population: typeof country.population === 'number' ? formatPopulation(country.population, locale) : undefined,
    region: place || undefined,
  };
  return {
    tag: language.tag,
    name: countryName(country, language),
    officialName: countryName(country, language, 'official'),
    facts: (['capital', 'population', 'region'] as const).flatMap((kind) => {
      const text = texts[kind];
      return text === undefined ? [] : [{ kind, label: intl.formatMessage(MESSAGES[kind]), text }];
    }),
    tagline: intl.formatMessage(MESSAGES.tagline),
  };
}

/** The font families of every card, in the order glyphs are looked for: Latin, then Latin Extended (Chișinău), then Cyrillic (Russian names). */
export const CARD_FONT_FAMILIES = ['Inter', 'Inter Latin Ext', 'Inter Cyrillic'] as const;

/** The family that draws a language's own script where Inter has none, by the language's tag: looked for after Inter's. */
export const SCRIPT_FONT_FAMILIES: Readonly<Record<string, string | undefined>> = { ar: 'IBM Plex Sans Arabic', 'zh-Hans': 'Noto Sans SC', ja: 'Noto Sans JP' };

/** The families a card in the language tagged `tag` is drawn in, as CSS's `font-family` says them. */
const fontFamilyOf = (tag: string) => [...CARD_FONT_FAMILIES, SCRIPT_FONT_FAMILIES[tag] ?? []].flat().join(', ');

// The site's light palette: the design system's fg, fg.muted, border, bg and brand.700.
const { fg: INK, fgMuted: MUTED, border: BORDER, bg: PAPER } = BRAND_COLORS.light;
const ACCENT = BRAND_COLORS.brand[7];

/** The site's name, a brand: the same in every language. */
const SITE_NAME = 'WorldAtlas';

/** The name's type size in px: long names (South Georgia and the South Sandwich Islands) get smaller type. */
const nameSize = (name: string) => (name.length <= 16 ? 76 : name.length <= 30 ? 60 : 46);

/**
 * A country's preview card, 1200×630: its flag at its own proportions, its common and official
 * names, and its facts, under the site's name; mirrored (flag on the right, lines from the right)
 * in a right-to-left language. Laid out by satori (flexbox, inline styles only), never rendered by React.
 */
export function ShareCard({ card, flag }: { card: CardFacts; flag?: CardFlag }) {
  return (
    <div dir={directionOf(languageOfTag(card.tag))} style={{ ...CARD_SIZE, display: 'flex', flexDirection: 'column', background: PAPER, color: INK, fontFamily: fontFamilyOf(card.tag) }}>
      <div style={{ height: 16, background: ACCENT }} />
      <div style={{ flex: 1, display: 'flex', alignItems: 'center', gap: 64, padding: '0 72px' }}>
        {flag ? <img src={flag.src} width={flag.width} height={flag.height} style={{ border: `2px solid ${BORDER}` }} /> : null}
        <div style={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 16 }}>
          <div style={{ fontSize: nameSize(card.name), fontWeight: 700, lineHeight: 1.1, lineClamp: 2 }}>{card.name}</div>
          {card.officialName !== card.name ? <div style={{ fontSize: 28, color: MUTED, lineClamp: 2 }}>{card.officialName}</div> : null}
          <div style={{ display: 'flex', flexDirection: 'column', gap: 12, marginTop: 16 }}>
            {card.facts.map(({ kind, label, text }) => (
              <div key={kind} style={{ display: 'flex', fontSize: 32, lineHeight: 1.25 }}>
                <div style={{ width: 190, color: MUTED }}>{label}</div>
                <div style={{ flex: 1, lineClamp: 1 }}>{text}</div>
              </div>
            ))}
          </div>
        </div>
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', padding: '0 72px 40px', fontSize: 26, color: MUTED }}>
        <div style={{ fontWeight: 700, color: ACCENT }}>{SITE_NAME}</div>
        <div>{card.tagline}</div>
      </div>
    </div>
  );
}
