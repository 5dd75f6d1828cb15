import { RingProgress, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/number-format';
import { useLanguage } from '../../../lib/use-language';
import { useMsUntil } from '../hooks/use-ms-until';
import { secondsShown, timerThreshold } from '../model/live-clock';

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
 * A ring that drains and the seconds left. The number is a silent timer for screen readers; a
 * polite live region speaks only when a threshold is passed, never every second.
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
  const share = totalMs > 0 ? Math.min(100, (left / totalMs) * 100) : 0;
  const isShort = threshold !== null;
  // Three digits (extended time, long answer windows) need a smaller size to stay in the ring.
  const fontSize = size / (String(seconds).length > 2 ? 3.6 : 2.6);
  return (
    <>
      <RingProgress
        size={size}
        thickness={size / 10}
        roundCaps
        sections={[{ value: share, color: isShort ? 'red' : 'var(--mantine-primary-color-filled)' }]}
        label={
          <Text
            role="timer"
            aria-label={t('timer.secondsLeft', { count: seconds })}
            ta="center"
            fw={800}
            fz={fontSize}
            lh={1}
            dir="ltr"
            data-testid="countdown"
          >
            {formatNumber(seconds, language)}
          </Text>
        }
      />
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announcement ? t(`timer.${announcement}`) : ''}
      </VisuallyHidden>
    </>
  );
}
