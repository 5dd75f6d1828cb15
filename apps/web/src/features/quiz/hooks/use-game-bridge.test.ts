import { describe, expect, it } from 'vitest';
import { readGameMessage } from './use-game-bridge';

const game = { postMessage: () => undefined } as unknown as MessageEventSource;
const other = { postMessage: () => undefined } as unknown as MessageEventSource;
const result = { source: 'awarequest', type: 'result', token: 'tok', score: 83, correct: 5, wrong: 1 };

describe('readGameMessage', () => {
  it('answers ready with init, and passes on progress and the result', () => {
    expect(
      readGameMessage({ source: game, data: { source: 'awarequest', type: 'ready' } }, game, 'tok'),
    ).toEqual({
      type: 'send-init',
    });
    expect(
      readGameMessage(
        { source: game, data: { source: 'awarequest', type: 'progress', value: 0.5 } },
        game,
        'tok',
      ),
    ).toEqual({ type: 'progress', value: 0.5 });
    expect(readGameMessage({ source: game, data: result }, game, 'tok')).toEqual({
      type: 'result',
      result: { score: 83, correct: 5, wrong: 1 },
    });
  });

  it('ignores messages from any other window, and before the frame exists', () => {
    expect(readGameMessage({ source: other, data: result }, game, 'tok')).toBeNull();
    expect(readGameMessage({ source: null, data: result }, game, 'tok')).toBeNull();
    expect(readGameMessage({ source: game, data: result }, null, 'tok')).toBeNull();
  });

  it('ignores what does not parse, and a result with another token', () => {
    expect(readGameMessage({ source: game, data: 'ready' }, game, 'tok')).toBeNull();
    expect(readGameMessage({ source: game, data: { type: 'ready' } }, game, 'tok')).toBeNull();
    expect(readGameMessage({ source: game, data: { ...result, score: 101 } }, game, 'tok')).toBeNull();
    expect(
      readGameMessage(
        { source: game, data: { source: 'awarequest', type: 'progress', value: 2 } },
        game,
        'tok',
      ),
    ).toBeNull();
    expect(readGameMessage({ source: game, data: { ...result, token: 'forged' } }, game, 'tok')).toBeNull();
  });
});
