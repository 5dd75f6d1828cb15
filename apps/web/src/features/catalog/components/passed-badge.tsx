import { Badge } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** On a category page's game: the person has passed this game at least once. */
export function PassedBadge() {
  const { t } = useTranslation('games');
  return (
    <Badge variant="light" color="green" leftSection={<IconCircleCheck size={14} aria-hidden />}>
      {t('passedBadge')}
    </Badge>
  );
}
