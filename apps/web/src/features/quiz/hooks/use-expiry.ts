import { useEffect, useRef } from 'react';

/** How often to ask again while the server has not closed an attempt whose time is up. */
const RECHECK_MS = 2_500;

/**
 * Once the time is up, asks the server for the attempt (it closes an attempt past its time,
 * unanswered questions wrong), and again every few seconds: the server allows a short grace
 * for answers in flight, so the first ask may come too early.
 */
export function useExpiry(isExpired: boolean, refetch: () => void): void {
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  });
  useEffect(() => {
    if (!isExpired) return;
    latest.current();
    const timer = setInterval(() => {
      latest.current();
    }, RECHECK_MS);
    return () => {
      clearInterval(timer);
    };
  }, [isExpired]);
}
