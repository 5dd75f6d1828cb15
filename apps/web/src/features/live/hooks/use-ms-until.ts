import { useEffect, useState } from 'react';
import { msUntil } from '../model/live-clock';

/**
 * Milliseconds until `at` (server epoch ms) on the server's clock, ticking a few times a second
 * so a bar drains smoothly; stops at zero.
 */
export function useMsUntil(at: number, offset: number, tickMs = 250): number {
  const [now, setNow] = useState(() => Date.now());
  const left = msUntil(at, offset, now);
  const isOver = left <= 0;
  useEffect(() => {
    setNow(Date.now());
    if (isOver) return;
    const timer = setInterval(() => {
      setNow(Date.now());
    }, tickMs);
    return () => {
      clearInterval(timer);
    };
  }, [at, isOver, tickMs]);
  return left;
}
