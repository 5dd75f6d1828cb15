import { ActionIcon, Badge, Group, Text, ThemeIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDownload, IconListDetails, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pickText, type AdminCategory } from '@awarequest/contracts';
import { currentLanguage } from '../../../lib/i18n';
import { toastSuccess } from '../../../lib/toast';
import { useDeleteCategory } from '../api/delete-category';
import { exportCategory } from '../api/download-file';
import { CategoryIcon } from '../../../components/category-icon';
import { BilingualName } from './bilingual-name';
import { CategoryFormModal } from './category-form-modal';
import { ConfirmDelete } from './confirm-delete';
import { ListRow } from './list-row';
import { ReorderButtons } from './reorder-buttons';
import { TierBadge } from './tier-badge';

interface AdminCategoryRowProps {
  category: AdminCategory;
  index: number;
  count: number;
  isReordering: boolean;
  onMove: (from: number, to: number) => void;
}

export function AdminCategoryRow({ category, index, count, isReordering, onMove }: AdminCategoryRowProps) {
  const { t } = useTranslation('authoring');
  const [isEditing, editor] = useDisclosure(false);
  const remove = useDeleteCategory();
  const name = pickText(category.name, currentLanguage());
  const gamesLink = `/admin/content/categories/${category.id}`;
  return (
    <ListRow
      label={name}
      reorder={
        <ReorderButtons name={name} index={index} count={count} isDisabled={isReordering} onMove={onMove} />
      }
      leading={
        <ThemeIcon variant="light" size="lg" radius="md" visibleFrom="xs">
          <CategoryIcon name={category.icon} />
        </ThemeIcon>
      }
      actions={
        <>
          <ActionIcon
            component={Link}
            to={gamesLink}
            variant="subtle"
            aria-label={t('actions.openGames', { name })}
            title={t('actions.openGames', { name })}
          >
            <IconListDetails size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={t('actions.editItem', { name })}
            title={t('actions.editItem', { name })}
            onClick={editor.open}
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={t('actions.exportItem', { name })}
            title={t('actions.exportItem', { name })}
            onClick={() => void exportCategory(category.id, category.key)}
          >
            <IconDownload size={18} aria-hidden />
          </ActionIcon>
          <ConfirmDelete
            name={name}
            consequence={t('confirmDelete.categoryConsequence')}
            isPending={remove.isPending}
            onConfirm={(close) => {
              remove.mutate(category.id, {
                onSuccess: (envelope) => {
                  toastSuccess(envelope.message ?? t('deleted'));
                  close();
                },
              });
            }}
          />
          <CategoryFormModal
            isOpen={isEditing}
            onClose={editor.close}
            category={category}
            nextOrder={index}
          />
        </>
      }
    >
      <Link to={gamesLink} style={{ color: 'inherit', textDecoration: 'none' }}>
        <BilingualName text={category.name} />
      </Link>
      <Group gap="xs" mt={4}>
        <TierBadge tier={category.tier} />
        <Text size="sm" c="dimmed">
          {t('content.gamesCount', { count: category.all_games_count })}
        </Text>
        <Badge variant="outline" color="gray" size="sm" tt="none" dir="ltr">
          {category.key}
        </Badge>
      </Group>
    </ListRow>
  );
}
