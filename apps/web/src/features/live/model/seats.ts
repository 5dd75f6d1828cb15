/**
 * What this browser keeps of live games. A player's seat (player id and seat token) lives in
 * sessionStorage, per tab, so a reload or a lost connection returns to the same seat; a host's
 * key lives in localStorage, so the host can come back to the sessions they run.
 */

export interface Seat {
  player_id: string;
  seat_token: string;
}

const SEAT_PREFIX = 'aq-seat:';
const HOST_PREFIX = 'aq-host:';

function isSeat(value: unknown): value is Seat {
  if (typeof value !== 'object' || value === null) return false;
  const { player_id: playerId, seat_token: seatToken } = value as Record<string, unknown>;
  return typeof playerId === 'string' && typeof seatToken === 'string';
}

export function readSeat(pin: string): Seat | null {
  const raw = sessionStorage.getItem(`${SEAT_PREFIX}${pin}`);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isSeat(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveSeat(pin: string, seat: Seat): void {
  sessionStorage.setItem(
    `${SEAT_PREFIX}${pin}`,
    JSON.stringify({ player_id: seat.player_id, seat_token: seat.seat_token }),
  );
}

export function clearSeat(pin: string): void {
  sessionStorage.removeItem(`${SEAT_PREFIX}${pin}`);
}

export const readHostKey = (pin: string): string | null => localStorage.getItem(`${HOST_PREFIX}${pin}`);

export function saveHostKey(pin: string, hostKey: string): void {
  localStorage.setItem(`${HOST_PREFIX}${pin}`, hostKey);
}

export function forgetHostKey(pin: string): void {
  localStorage.removeItem(`${HOST_PREFIX}${pin}`);
}

/** The PINs of the sessions this browser hosts. */
export function hostedPins(): string[] {
  const pins: string[] = [];
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index);
    if (key?.startsWith(HOST_PREFIX)) pins.push(key.slice(HOST_PREFIX.length));
  }
  return pins.sort();
}
