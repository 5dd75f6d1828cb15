import { createHash } from 'node:crypto';

/**
 * The order an attempt shows an ordering's items in: shuffled by a seed of the attempt and the
 * question, so a reload shows the same order, and never the right order (that would give the
 * answer away): a shuffle that lands on it is turned by one place, which for 3 or more distinct
 * items always differs.
 */
export function shuffledItems<T extends { key: string }>(
  items: readonly T[],
  correctOrder: readonly string[],
  seed: string,
): T[] {
  const shuffled = [...items];
  const bytes = createHash('sha256').update(seed).digest();
  for (let index = shuffled.length - 1; index > 0; index -= 1) {
    const swap = (bytes.readUInt16BE((index * 2) % (bytes.length - 1)) + index) % (index + 1);
    [shuffled[index], shuffled[swap]] = [shuffled[swap] as T, shuffled[index] as T];
  }
  const isRightOrder = shuffled.every((item, index) => item.key === correctOrder[index]);
  return isRightOrder && shuffled.length > 1 ? [...shuffled.slice(1), ...shuffled.slice(0, 1)] : shuffled;
}
