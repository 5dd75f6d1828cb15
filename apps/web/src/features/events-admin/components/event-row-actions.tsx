import { ActionIcon, Menu } from '@mantine/core';
import {
  IconArchive,
  IconChartBar,
  IconCopy,
  IconDots,
  IconPencil,
  IconSend,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { allowedActions, type ActionTarget, type EventAction } from './use-event-actions';

const ICONS = { publish: IconSend, duplicate: IconCopy, cancel: IconX, delete: IconTrash } as const;

/** One event's actions in a menu: edit, its report, and those its state allows (each asked first). */
export function EventRowActions({
  target,
  onAction,
  hasLinks = true,
}: {
  target: ActionTarget;
  onAction: (action: EventAction, target: ActionTarget) => void;
  /** The editor shows its own report link and is the edit screen: no links there. */
  hasLinks?: boolean;
}) {
  const { t } = useTranslation('events-admin');
  const label = t('actions.menu', { name: target.name });
  const wordOf = (action: EventAction) =>
    action === 'delete' && target.status !== 'draft' ? t('actions.archive') : t(`actions.${action}`);
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={label} title={label}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {hasLinks && !target.archived && (
          <Menu.Item component={Link} to={`/admin/events/${target.id}`} leftSection={<IconPencil size={16} aria-hidden />}>
            {t('actions.edit')}
          </Menu.Item>
        )}
        {hasLinks && target.status !== 'draft' && (
          <Menu.Item
            component={Link}
            to={`/admin/events/${target.id}/report`}
            leftSection={<IconChartBar size={16} aria-hidden />}
          >
            {t('actions.report')}
          </Menu.Item>
        )}
        {allowedActions(target).map((action) => {
          const Icon = action === 'delete' && target.status !== 'draft' ? IconArchive : ICONS[action];
          return (
            <Menu.Item
              key={action}
              color={action === 'delete' || action === 'cancel' ? 'red' : undefined}
              leftSection={<Icon size={16} aria-hidden />}
              onClick={() => {
                onAction(action, target);
              }}
            >
              {wordOf(action)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
