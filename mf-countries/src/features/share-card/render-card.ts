import resvgWasm from '@resvg/resvg-wasm/index_bg.wasm';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import satori from 'satori';
import { bytesOf, cardFonts } from './card-fonts';
import { CARD_SIZE, type CardFacts, type CardFlag, ShareCard } from './ShareCard';

let resvgReady: Promise<void> | undefined;

/** Compiles resvg's WebAssembly once per process (per release of this remote); a failure is tried again next time. */
function startResvg(): Promise<void> {
  resvgReady ??= initWasm(bytesOf(resvgWasm)).catch((error: unknown) => {
    resvgReady = undefined;
    throw error;
  });
  return resvgReady;
}

/** The largest box a flag takes on the card, in px. */
const FLAG_BOX = { width: 440, height: 330 };

/** The width and height of an SVG document from its root's `viewBox` (else its `width` and `height`); `undefined` when it says neither. */
function svgSize(svg: string): { width: number; height: number } | undefined {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? '';
  const viewBox = /\bviewBox\s*=\s*["']\s*[-\d.e]+[\s,]+[-\d.e]+[\s,]+([\d.e]+)[\s,]+([\d.e]+)/i.exec(root);
  const attribute = (name: string) => Number(new RegExp(`\\b${name}\\s*=\\s*["']\\s*([\\d.]+)(?:px)?\\s*["']`, 'i').exec(root)?.[1]);
  const [width, height] = viewBox ? [Number(viewBox[1]), Number(viewBox[2])] : [attribute('width'), attribute('height')];
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/**
 * A flag (an SVG document) as the card draws it: scaled to fit {@link FLAG_BOX} at its own
 * proportions (3:2 when the document says none).
 */
export function cardFlagOf(svg: string): CardFlag {
  const size = svgSize(svg) ?? { width: 3, height: 2 };
  const scale = Math.min(FLAG_BOX.width / size.width, FLAG_BOX.height / size.height);
  return { src: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, width: Math.round(size.width * scale), height: Math.round(size.height * scale) };
}

/**
 * A country's card ({@link ShareCard}) as a 1200×630 PNG: laid out as SVG by satori (text as
 * shapes, in the bundled fonts: Inter, and the Noto faces of the card's language where it needs
 * them), then drawn by resvg (WebAssembly, inside this remote's server
 * build: nothing native in the render server). CPU-bound on the calling thread, longer for a
 * detailed flag: callers keep what it makes and render one at a time (`card-cache.ts`).
 * @throws what satori or resvg throw (a flag resvg cannot read).
 */
export async function renderCardPng(card: CardFacts, flag: CardFlag | undefined): Promise<Uint8Array<ArrayBuffer>> {
  const [fonts] = await Promise.all([cardFonts(card.tag), startResvg()]);
  const svg = await satori(ShareCard({ card, flag }), { ...CARD_SIZE, fonts });
  const resvg = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  try {
    const image = resvg.render();
    try {
      // Copied into an ArrayBuffer of its own, as a Response body is typed.
      return new Uint8Array(image.asPng());
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}
