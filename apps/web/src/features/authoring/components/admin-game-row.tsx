import { ActionIcon, Badge, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pickText, type AdminGameSummary } from '@awarequest/contracts';
import { currentLanguage } from '../../../lib/i18n';
import { toastSuccess } from '../../../lib/toast';
import { useDeleteGame } from '../api/delete-game';
import { exportGame } from '../api/download-file';
import { BilingualName } from './bilingual-name';
import { ConfirmDelete } from './confirm-delete';
import { ListRow } from './list-row';
import { PublishedBadge } from './published-badge';
import { ReorderButtons } from './reorder-buttons';

interface AdminGameRowProps {
  game: AdminGameSummary;
  index: number;
  count: number;
  isReordering: boolean;
  onMove: (from: number, to: number) => void;
}

export function AdminGameRow({ game, index, count, isReordering, onMove }: AdminGameRowProps) {
  const { t } = useTranslation('authoring');
  const remove = useDeleteGame();
  const name = pickText(game.name, currentLanguage());
  const editLink = `/admin/content/games/${game.id}`;
  return (
    <ListRow
      label={name}
      reorder={
        <ReorderButtons name={name} index={index} count={count} isDisabled={isReordering} onMove={onMove} />
      }
      actions={
        <>
          <ActionIcon
            component={Link}
            to={editLink}
            variant="subtle"
            aria-label={t('actions.editItem', { name })}
            title={t('actions.editItem', { name })}
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={t('actions.exportItem', { name })}
            title={t('actions.exportItem', { name })}
            onClick={() => void exportGame(game.id, game.key)}
          >
            <IconDownload size={18} aria-hidden />
          </ActionIcon>
          <ConfirmDelete
            name={name}
            consequence={t('confirmDelete.gameConsequence')}
            isPending={remove.isPending}
            onConfirm={(close) => {
              remove.mutate(game.id, {
                onSuccess: (envelope) => {
                  toastSuccess(envelope.message ?? t('deleted'));
                  close();
                },
              });
            }}
          />
        </>
      }
    >
      <Link to={editLink} style={{ color: 'inherit', textDecoration: 'none' }}>
        <BilingualName text={game.name} />
      </Link>
      <Group gap="xs" mt={4}>
        <PublishedBadge isPublished={game.published} />
        <Badge variant="light" color="grape">
          {t(`gameTypes.${game.type}`)}
        </Badge>
        <Text size="sm" c="dimmed">
          {t(`difficulties.${game.difficulty}`)}
          {game.type === 'interactive' && ` · ${t('games.questionsCount', { count: game.questions_count })}`}
        </Text>
        {game.labels_to_review > 0 && (
          <Badge
            variant="light"
            color="orange"
            tt="none"
            leftSection={<IconAlertTriangle size={14} aria-hidden />}
            data-testid="labels-to-review"
          >
            {t('games.labelsToReview', { count: game.labels_to_review })}
          </Badge>
        )}
      </Group>
    </ListRow>
  );
}
