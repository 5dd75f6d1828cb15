import { z } from 'zod';

/**
 * The postMessage bridge between the platform and an embedded VR or WEB-GL game
 * (documented in content/games/BRIDGE.md). The platform sends `init` with the signed attempt
 * token; the game answers `ready`, may send `progress`, and ends with one `result` carrying
 * the token back. The platform relays the result to the server, which checks the token.
 */
export const BRIDGE_SOURCE = 'awarequest';

export const bridgeInitSchema = z.object({
  source: z.literal(BRIDGE_SOURCE),
  type: z.literal('init'),
  token: z.string(),
  language: z.enum(['en', 'ar']),
  color_scheme: z.enum(['light', 'dark']),
});
export type BridgeInit = z.infer<typeof bridgeInitSchema>;

export const bridgeGameMessageSchema = z.discriminatedUnion('type', [
  z.object({ source: z.literal(BRIDGE_SOURCE), type: z.literal('ready') }),
  z.object({
    source: z.literal(BRIDGE_SOURCE),
    type: z.literal('progress'),
    value: z.number().min(0).max(1),
  }),
  z.object({
    source: z.literal(BRIDGE_SOURCE),
    type: z.literal('result'),
    token: z.string().max(2000),
    score: z.number().min(0).max(100),
    correct: z.number().int().min(0).max(1000).optional(),
    wrong: z.number().int().min(0).max(1000).optional(),
  }),
]);
export type BridgeGameMessage = z.infer<typeof bridgeGameMessageSchema>;
