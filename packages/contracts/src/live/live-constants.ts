/**
 * Constants of a live session that the player's light page needs. This file builds no schema
 * (no zod): a module that does would bring zod into that page's first download.
 */

/** The "get ready" screen before each question, in seconds. */
export const GET_READY_SECONDS = 3;

/** The path of the live gateway's Socket.IO endpoint. */
export const LIVE_SOCKET_PATH = '/socket.io';
