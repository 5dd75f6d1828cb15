/**
 * Medians (ms) of two calls measured in alternation, each going first every other round, so
 * a slower moment of a shared machine, or being the first of a pair, weighs on both alike.
 */
export async function pairedMediansMs(
  first: () => Promise<unknown>,
  second: () => Promise<unknown>,
  runs: number,
  warmUp = 3,
): Promise<[number, number]> {
  const durations: [number[], number[]] = [[], []];
  const calls = [first, second] as const;
  for (let round = 0; round < warmUp + runs; round++) {
    const order = round % 2 === 0 ? ([0, 1] as const) : ([1, 0] as const);
    for (const side of order) {
      const startedAt = performance.now();
      await calls[side]();
      if (round >= warmUp) durations[side].push(performance.now() - startedAt);
    }
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
  return [median(durations[0]), median(durations[1])];
}
