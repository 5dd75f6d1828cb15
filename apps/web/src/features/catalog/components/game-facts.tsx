import { Group, Text } from '@mantine/core';
import { IconClock, IconListCheck, IconTarget } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameSummary } from '@awarequest/contracts';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={4} wrap="nowrap" c="dimmed">
      {icon}
      <Text size="sm" c="inherit">
        {children}
      </Text>
    </Group>
  );
}

/** Duration, questions count (interactive games) and pass score, on one wrapping line. */
export function GameFacts({ game }: { game: GameSummary }) {
  const { t } = useTranslation('games');
  return (
    <Group gap="md" style={{ rowGap: 4 }}>
      <Fact icon={<IconClock size={16} aria-hidden />}>
        {t('facts.duration', { minutes: game.duration_minutes })}
      </Fact>
      {game.type === 'interactive' && (
        <Fact icon={<IconListCheck size={16} aria-hidden />}>
          {t('facts.questions', { count: game.questions_count })}
        </Fact>
      )}
      <Fact icon={<IconTarget size={16} aria-hidden />}>
        {t('facts.passScore', { score: game.pass_score })}
      </Fact>
    </Group>
  );
}
