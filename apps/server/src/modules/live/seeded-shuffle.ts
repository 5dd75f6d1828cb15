/**
 * A shuffle that depends only on a seed: every screen of a session, and a reload, gets the same
 * order without storing it. Not for secrets: the seed is known to the server only, and the order
 * shown is no hint of the right one (`shuffledOrdering` never serves the right order).
 */

/** A 32-bit hash of a string (FNV-1a). */
export function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < seed.length; index += 1) {
    hash ^= seed.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Mulberry32: a small, fast pseudo-random generator of numbers in [0, 1). */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** The items in an order fixed by the seed (Fisher–Yates); the input is not changed. */
export function seededShuffle<T>(items: readonly T[], seed: string): T[] {
  const random = generator(hashSeed(seed));
  const shuffled = [...items];
  for (let index = shuffled.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [shuffled[index], shuffled[other]] = [shuffled[other] as T, shuffled[index] as T];
  }
  return shuffled;
}

/**
 * An ordering's items as served while it is open: shuffled by the seed, and never in the right
 * order (a shuffle that lands on it is turned by one place, which always differs for two or
 * more distinct items).
 */
export function shuffledOrdering<T extends { key: string }>(
  items: readonly T[],
  rightOrder: readonly string[],
  seed: string,
): T[] {
  const shuffled = seededShuffle(items, seed);
  const isRight =
    shuffled.length === rightOrder.length && shuffled.every((item, index) => item.key === rightOrder[index]);
  return isRight && shuffled.length > 1 ? [...shuffled.slice(1), shuffled[0] as T] : shuffled;
}
