import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';

/**
 * The signed token an embedded VR or WEB-GL game carries back with its result. Its key is
 * derived from the app secret under its own label, so neither a session token nor any other
 * token signed with the app secret can pass for it (and the other way round).
 */
const KEY_LABEL = 'awarequest:game-report-token:v1';
export const GAME_TOKEN_PURPOSE = 'game-report';
/** An embedded game may report a little after its attempt's time, over a slow network. */
export const GAME_TOKEN_GRACE_SECONDS = 60;

export interface GameTokenClaims {
  attemptId: string;
  userId: string;
  gameId: string;
  expiresAt: Date;
}

export interface GameTokens {
  sign(claims: GameTokenClaims): Promise<string>;
  /** The claims of a well-signed, unexpired token of this purpose; undefined for any other. */
  verify(token: string): Promise<Omit<GameTokenClaims, 'expiresAt'> | undefined>;
}

function deriveKey(secret: string): KeyObject {
  return createSecretKey(createHmac('sha256', secret).update(KEY_LABEL).digest());
}

export function createGameTokens(secret: string): GameTokens {
  const key = deriveKey(secret);
  return {
    sign: ({ attemptId, userId, gameId, expiresAt }) =>
      new SignJWT({ purpose: GAME_TOKEN_PURPOSE, aid: attemptId, gid: gameId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          clockTolerance: GAME_TOKEN_GRACE_SECONDS,
          requiredClaims: ['exp', 'sub'],
        });
        const { purpose, aid, gid, sub } = payload;
        if (purpose !== GAME_TOKEN_PURPOSE) return undefined;
        if (typeof aid !== 'string' || typeof gid !== 'string' || typeof sub !== 'string') return undefined;
        return { attemptId: aid, gameId: gid, userId: sub };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}
