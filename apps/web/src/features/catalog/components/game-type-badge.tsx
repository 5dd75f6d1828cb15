import { Badge } from '@mantine/core';
import { IconCardboards, IconCube, IconHandClick, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Difficulty, GameType, QuestionAudience } from '@awarequest/contracts';

const TYPE_ICONS = { interactive: IconHandClick, vr: IconCardboards, webgl: IconCube } as const;
const DIFFICULTY_COLORS: Record<Difficulty, string> = { easy: 'green', medium: 'yellow', hard: 'red' };

/** Interactive, VR or WEB-GL. */
export function GameTypeBadge({ type }: { type: GameType }) {
  const { t } = useTranslation('games');
  const Icon = TYPE_ICONS[type];
  return (
    <Badge variant="light" leftSection={<Icon size={14} aria-hidden />} title={t('type.label')}>
      {t(`type.${type}`)}
    </Badge>
  );
}

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  const { t } = useTranslation('games');
  return (
    <Badge variant="dot" color={DIFFICULTY_COLORS[difficulty]} title={t('difficulty.label')}>
      {t(`difficulty.${difficulty}`)}
    </Badge>
  );
}

/** A game for technical staff or managers says so; a game for all staff shows nothing. */
export function AudienceBadge({ audience }: { audience: QuestionAudience }) {
  const { t } = useTranslation('games');
  if (audience === 'all_staff') return null;
  return (
    <Badge variant="outline" color="indigo" leftSection={<IconUsersGroup size={14} aria-hidden />}>
      {t(`audience.${audience}`)}
    </Badge>
  );
}
