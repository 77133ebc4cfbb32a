import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { ResponseCache } from './response-cache';

setFlagsFromString('--expose-gc');
/** A full garbage collection, so heap figures compare what is kept, not what waits to be collected. */
const collectGarbage = runInNewContext('gc') as () => void;
const MIB = 1024 * 1024;

/**
 * Bytes the process holds in the heap and outside it (Buffers), once full collections no longer
 * change it (what earlier tests in this worker left, and Buffers' stores freed after a collection).
 */
async function heldBytes(): Promise<number> {
  let last = Number.NaN;
  let steady = 0;
  // Three steady readings 20 ms apart: stores of earlier tests' Buffers are freed after a collection,
  // and one steady pair was once read before 100 MB of them went.
  for (let round = 0; round < 50 && steady < 3; round += 1) {
    collectGarbage();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const { heapUsed, external } = process.memoryUsage();
    steady = Math.abs(heapUsed + external - last) < 256 * 1024 ? steady + 1 : 0;
    last = heapUsed + external;
  }
  return last;
}

/** A long unique key and URL, as a flood of unique names makes them. */
const floodKey = (n: number) => `name/${'x'.repeat(180)}${n}?fullText=false&fields=name`;
const found = (n: number) => () => ({ statusCode: 200, payload: [{ name: { common: `Country ${n}` } }] });
const notFound = () => ({ statusCode: 404, payload: { status: 404, message: 'Not Found' } });

describe('ResponseCache', () => {
  it('counts at least what its entries hold in memory: keys, bodies, headers and overhead', async () => {
    const cache = new ResponseCache(1024 * MIB);
    const count = 20_000;
    const before = await heldBytes();
    for (let n = 0; n < count; n += 1) cache.rememberUrl(`/v3.1/${floodKey(n)}`, cache.get(floodKey(n), found(n)));
    const held = (await heldBytes()) - before;
    expect(held).toBeGreaterThan(0);
    expect(cache.sizeBytes()).toBeGreaterThanOrEqual(held);
    // And not wildly more: the bound is a real bound, not a tenth of one.
    expect(cache.sizeBytes()).toBeLessThan(held * 4);
  });

  it('stays within its bytes whatever comes in', () => {
    const cache = new ResponseCache(2 * MIB);
    for (let n = 0; n < 20_000; n += 1) cache.rememberUrl(`/v3.1/${floodKey(n)}`, cache.get(floodKey(n), found(n)));
    expect(cache.sizeBytes()).toBeLessThanOrEqual(2 * MIB);
    expect(cache.get(floodKey(19_999), found(0)).body.toString()).toContain('Country 19999');
  });

  it('keeps answers other than 200 by URL only, sharing one body, so names that do not exist cannot push real answers out', async () => {
    const cache = new ResponseCache(8 * MIB);
    const list = cache.get('all?fields=name', () => ({ statusCode: 200, payload: [{ name: { common: 'Nepal' } }] }));
    cache.rememberUrl('/v3.1/all?fields=name', list);
    const first = cache.get(floodKey(0), notFound);
    const before = await heldBytes();
    let others = 0;
    for (let n = 1; n < 50_000; n += 1) {
      const answer = cache.get(floodKey(n), notFound);
      if (answer !== first) others += 1;
      cache.rememberUrl(`/v3.1/${floodKey(n)}`, answer);
    }
    const held = (await heldBytes()) - before;
    expect(others).toBe(0);
    // 50 000 names that do not exist hold about a sixteenth of the bytes (their own index), counted; the list stays.
    expect(held).toBeLessThanOrEqual((8 * MIB) / 16 + 256 * 1024);
    expect(held).toBeLessThanOrEqual(cache.sizeBytes());
    expect(cache.forUrl('/v3.1/all?fields=name')).toBe(list);
    expect(cache.forUrl(`/v3.1/${floodKey(49_999)}`)).toBe(first);
    expect(cache.stats.misses).toBe(50_001);
  });
});
