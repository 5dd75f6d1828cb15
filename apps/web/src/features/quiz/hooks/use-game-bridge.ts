import { useEffect, useRef, type RefObject } from 'react';
import { bridgeGameMessageSchema, type BridgeInit } from '@awarequest/contracts';

export interface GameResultMessage {
  score: number;
  correct?: number | undefined;
  wrong?: number | undefined;
}

/** What the platform does with one message from the game. */
export type GameMessageAction =
  { type: 'send-init' } | { type: 'progress'; value: number } | { type: 'result'; result: GameResultMessage };

/**
 * Reads a `message` event. The frame is sandboxed without allow-same-origin, so its origin is
 * opaque ('null'): a message is trusted for coming from the frame's own window, never for its
 * origin, and only if it parses; a result must carry back this launch's token.
 */
export function readGameMessage(
  event: Pick<MessageEvent, 'source' | 'data'>,
  game: MessageEventSource | null | undefined,
  token: string,
): GameMessageAction | null {
  if (!game || event.source !== game) return null;
  const parsed = bridgeGameMessageSchema.safeParse(event.data);
  if (!parsed.success) return null;
  const message = parsed.data;
  if (message.type === 'ready') return { type: 'send-init' };
  if (message.type === 'progress') return { type: 'progress', value: message.value };
  if (message.token !== token) return null;
  return { type: 'result', result: { score: message.score, correct: message.correct, wrong: message.wrong } };
}

interface GameBridgeHandlers {
  /** The `init` to send when the game says it is ready (read at that moment). */
  init: () => BridgeInit;
  onProgress: (value: number) => void;
  /** The game's result, with this launch's token; called at most once. */
  onResult: (result: GameResultMessage) => void;
}

/** The platform's side of the postMessage bridge (content/games/BRIDGE.md). */
export function useGameBridge(
  frame: RefObject<HTMLIFrameElement | null>,
  token: string,
  handlers: GameBridgeHandlers,
) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const hasResult = useRef(false);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const game = frame.current?.contentWindow;
      const action = readGameMessage(event, game, token);
      if (!game || !action) return;
      if (action.type === 'send-init') {
        // An opaque origin can only be addressed as '*'; the target is the frame's own window.
        game.postMessage(latest.current.init(), '*');
      } else if (action.type === 'progress') {
        latest.current.onProgress(action.value);
      } else if (!hasResult.current) {
        hasResult.current = true;
        latest.current.onResult(action.result);
      }
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
    };
  }, [frame, token]);
}
