import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Whether players can see the game. */
export function PublishedBadge({ isPublished }: { isPublished: boolean }) {
  const { t } = useTranslation('authoring');
  return (
    <Badge variant={isPublished ? 'filled' : 'outline'} color={isPublished ? 'teal' : 'gray'}>
      {t(isPublished ? 'games.published' : 'games.draft')}
    </Badge>
  );
}
