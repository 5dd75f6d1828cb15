import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/number-format';
import { useLanguage } from '../../../lib/use-language';
import { useMsUntil } from '../hooks/use-ms-until';
import { secondsShown, timerThreshold } from '../model/live-clock';
import classes from './countdown.module.css';
import { VisuallyHidden } from './player/player-ui';

interface CountdownProps {
  /** When the time is up, in server epoch ms. */
  endsAt: number;
  /** The whole span (ms), for the ring's share. */
  totalMs: number;
  offset: number;
  /** Screen readers hear "10 seconds left" and "Time is up" (answer clocks only). */
  isAnnounced?: boolean;
  size?: number;
}

/**
 * A ring that drains and the seconds left (an SVG, no Mantine: the player's light page shows it
 * too). The number is a silent timer for screen readers; a polite live region speaks only when
 * a threshold is passed, never every second.
 */
export function Countdown({ endsAt, totalMs, offset, isAnnounced = false, size = 96 }: CountdownProps) {
  const { t } = useTranslation('live');
  const language = useLanguage();
  const left = useMsUntil(endsAt, offset);
  const seconds = secondsShown(left);
  const threshold = timerThreshold(left);
  // Whatever threshold the screen opened in is not news; the next ones are.
  const [initial] = useState(threshold);
  const announcement = isAnnounced && threshold !== initial ? threshold : null;
  const share = totalMs > 0 ? Math.min(1, Math.max(0, left / totalMs)) : 0;
  const thickness = size / 10;
  const radius = (size - thickness) / 2;
  const circumference = 2 * Math.PI * radius;
  // Three digits (extended time, long answer windows) need a smaller size to stay in the ring.
  const fontSize = size / (String(seconds).length > 2 ? 3.6 : 2.6);
  return (
    <>
      <div
        className={classes.ring}
        style={{ '--ring-size': `${size}px` } as CSSProperties}
        data-short={threshold !== null}
      >
        <svg width={size} height={size} aria-hidden>
          <circle
            className={classes.track}
            cx={size / 2}
            cy={size / 2}
            r={radius}
            fill="none"
            strokeWidth={thickness}
          />
          <circle
            className={classes.bar}
            cx={size / 2}
            cy={size / 2}
            r={radius}
            fill="none"
            strokeWidth={thickness}
            strokeLinecap="round"
            strokeDasharray={circumference}
            strokeDashoffset={circumference * (1 - share)}
          />
        </svg>
        <div
          className={classes.seconds}
          role="timer"
          aria-label={t('timer.secondsLeft', { count: seconds })}
          style={{ fontSize }}
          data-testid="countdown"
        >
          {formatNumber(seconds, language)}
        </div>
      </div>
      <div aria-live="polite" aria-atomic="true">
        <VisuallyHidden>{announcement ? t(`timer.${announcement}`) : ''}</VisuallyHidden>
      </div>
    </>
  );
}
