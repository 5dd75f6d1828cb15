import { useEffect, useRef } from 'react';
import { playTick } from '../../audio/live-sound';
import { useMsUntil } from '../../hooks/use-ms-until';
import { secondsShown } from '../../model/live-clock';

/** The last seconds that tick aloud. */
const TICKING_SECONDS = 5;

/** A tick for each of a question's last seconds, with sound on; draws nothing. */
export function CountdownTicks({ endsAt, offset }: { endsAt: number; offset: number }) {
  const seconds = secondsShown(useMsUntil(endsAt, offset));
  const last = useRef(seconds);
  useEffect(() => {
    if (seconds === last.current) return;
    last.current = seconds;
    if (seconds > 0 && seconds <= TICKING_SECONDS) playTick(seconds === 1);
  }, [seconds]);
  return null;
}
