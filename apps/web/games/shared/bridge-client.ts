import type { BridgeGameMessage, BridgeInit } from '@awarequest/contracts';

/**
 * The game's side of the bridge (content/games/BRIDGE.md). Only types come from the contracts:
 * importing their zod schemas would put zod into the game pages, so `init` is checked by hand.
 */
const SOURCE = 'awarequest';

export type Language = BridgeInit['language'];
export type ColorScheme = BridgeInit['color_scheme'];

export interface GameSession {
  language: Language;
  colorScheme: ColorScheme;
  /** False when the page was opened on its own: the game plays, but reports nothing. */
  isEmbedded: boolean;
}

export interface GameResult {
  score: number;
  correct: number;
  wrong: number;
}

export interface Bridge {
  /** Resolves with the platform's `init`, or at once with a demo session when not embedded. */
  session: Promise<GameSession>;
  progress: (value: number) => void;
  /** Sends the one result of this launch; later calls are ignored. */
  result: (result: GameResult) => void;
}

function isInit(data: unknown): data is BridgeInit {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  return (
    message.source === SOURCE &&
    message.type === 'init' &&
    typeof message.token === 'string' &&
    message.token.length > 0 &&
    (message.language === 'en' || message.language === 'ar') &&
    (message.color_scheme === 'light' || message.color_scheme === 'dark')
  );
}

function demoSession(): GameSession {
  const query = new URLSearchParams(window.location.search);
  const language = query.get('lang') === 'ar' ? 'ar' : 'en';
  const theme = query.get('theme');
  const prefersDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  const colorScheme = theme === 'dark' || (theme !== 'light' && prefersDark) ? 'dark' : 'light';
  return { language, colorScheme, isEmbedded: false };
}

export function connectBridge(): Bridge {
  const parent = window.parent === window ? null : window.parent;
  let token: string | null = null;
  let isReported = false;

  // The frame has an opaque origin (sandbox without allow-same-origin), so '*' is the only
  // target origin that reaches the platform; nothing secret is sent but the token it gave us.
  const send = (message: BridgeGameMessage) => {
    parent?.postMessage(message, '*');
  };

  const session = new Promise<GameSession>((resolve) => {
    if (!parent) {
      resolve(demoSession());
      return;
    }
    const onMessage = (event: MessageEvent) => {
      if (event.source !== parent || !isInit(event.data)) return;
      window.removeEventListener('message', onMessage);
      token = event.data.token;
      resolve({ language: event.data.language, colorScheme: event.data.color_scheme, isEmbedded: true });
    };
    window.addEventListener('message', onMessage);
    send({ source: SOURCE, type: 'ready' });
  });

  return {
    session,
    progress(value) {
      if (token && !isReported) send({ source: SOURCE, type: 'progress', value: clamp(value, 0, 1) });
    },
    result({ score, correct, wrong }) {
      if (!token || isReported) return;
      isReported = true;
      send({
        source: SOURCE,
        type: 'result',
        token,
        score: Math.round(clamp(score, 0, 100)),
        correct,
        wrong,
      });
    },
  };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
