import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type Encoding, encodedBody, toCachedResponse } from './cached-answer';

describe('encodedBody', () => {
  /** Whole-record-like JSON of about `count` × 330 bytes, varied enough for the quality to matter. */
  const records = (count: number) =>
    Array.from({ length: count }, (_, n) => ({ name: { common: `Country ${n}`, official: `The Republic of Country number ${n * 7919}` }, capital: [`City ${(n * 104729) % 9973}`], population: n * 48611, languages: { eng: 'English', fra: 'French' }, flags: { png: `https://flagcdn.com/w320/${n}.png`, alt: `The flag of country ${n} has ${n % 5} stripes.` } }));
  const decode: Record<Encoding, (bytes: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync };
  const until = async (holds: () => boolean) => {
    for (let tries = 0; tries < 500 && !holds(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  };

  it.each<Encoding>(['br', 'gzip'])('sends a large answer quickly compressed (%s) the first time, and at full quality once asked for again, made off the event loop', async (encoding) => {
    const entry = toCachedResponse(200, Buffer.from(JSON.stringify(records(2000))));
    expect(entry.body.length).toBeGreaterThan(500_000);
    const first = encodedBody(entry, encoding);
    expect(decode[encoding](first).equals(entry.body)).toBe(true);
    // Asked again: the quick form is sent, and the full-quality one is being made.
    expect(encodedBody(entry, encoding)).toBe(first);
    expect(entry.quality[encoding]).toBe('refining');
    await until(() => entry.quality[encoding] === 'best');
    const best = encodedBody(entry, encoding);
    expect(best.length).toBeLessThan(first.length);
    expect(decode[encoding](best).equals(entry.body)).toBe(true);
  });

  it('compresses a small answer at full quality at once', () => {
    const entry = toCachedResponse(200, Buffer.from(JSON.stringify(records(40))));
    const sent = encodedBody(entry, 'br');
    expect(entry.quality.br).toBe('best');
    expect(brotliDecompressSync(sent).equals(entry.body)).toBe(true);
  });
});
