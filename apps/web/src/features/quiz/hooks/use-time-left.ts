import { useEffect, useState } from 'react';
import { clockOffset, msLeft } from './countdown';

/**
 * Milliseconds left of an attempt, ticking every second. The offset to the server's clock is
 * measured each time a fresh `serverNow` arrives, so a wrong clock on this machine does not
 * shorten or lengthen the quiz.
 */
export function useTimeLeft(expiresAt: string, serverNow: string): number {
  const [clock, setClock] = useState(() => ({ serverNow, offset: clockOffset(serverNow, Date.now()) }));
  if (clock.serverNow !== serverNow) setClock({ serverNow, offset: clockOffset(serverNow, Date.now()) });
  const [now, setNow] = useState(() => Date.now());
  const left = msLeft(expiresAt, clock.offset, now);
  const isOver = left <= 0;
  useEffect(() => {
    if (isOver) return;
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [isOver]);
  return left;
}
