import { Group, Text, VisuallyHidden } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock, thresholdOf } from '../hooks/countdown';

/**
 * The time left. The clock itself is silent to screen readers (role timer); a polite live
 * region speaks only when a threshold is passed: five minutes, one minute, time up.
 */
export function TimeLeft({ ms }: { ms: number }) {
  const { t } = useTranslation('games');
  const threshold = thresholdOf(ms);
  // Whatever threshold the page opened in is not news; the next ones are.
  const [initial] = useState(threshold);
  const announcement = threshold !== initial ? threshold : null;
  const isShort = ms <= 60_000;
  return (
    <Group gap={6} wrap="nowrap" c={isShort ? 'red' : undefined}>
      <IconClock size={20} aria-hidden />
      <Text size="sm" c={isShort ? 'red' : 'dimmed'}>
        {t('quiz.timeLeft')}
      </Text>
      <Text role="timer" fw={700} ff="monospace" dir="ltr" data-testid="time-left">
        {formatClock(ms)}
      </Text>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announcement ? t(`quiz.${announcement}`) : ''}
      </VisuallyHidden>
    </Group>
  );
}
