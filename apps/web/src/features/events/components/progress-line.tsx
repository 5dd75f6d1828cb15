import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MyEventProgress } from '@awarequest/contracts';
import { formatPercent } from '../../../lib/number-format';
import { useLanguage } from '../../../lib/use-language';

/** A person's progress on a campaign: a named bar and the games done, in words. */
export function ProgressLine({ my, title }: { my: MyEventProgress; title: string }) {
  const { t } = useTranslation('events');
  const language = useLanguage();
  const percent = formatPercent(my.progress, language);
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{t('progress.games', { done: my.completed_games, total: my.total_games })}</Text>
        <Text size="sm" fw={700}>
          {percent}
        </Text>
      </Group>
      <Progress
        value={my.progress}
        color={my.state === 'overdue' ? 'red' : my.state === 'completed' ? 'teal' : 'blue'}
        aria-label={t('progress.label', { title })}
      />
    </Stack>
  );
}
