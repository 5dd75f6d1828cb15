import { ActionIcon, Group, Tooltip } from '@mantine/core';
import {
  IconArchive,
  IconChartBar,
  IconCopy,
  IconPencil,
  IconSend,
  IconTrash,
  IconX,
  type Icon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { allowedActions, type ActionTarget, type EventAction } from './use-event-actions';

const ICONS: Record<EventAction, Icon> = {
  publish: IconSend,
  duplicate: IconCopy,
  cancel: IconX,
  delete: IconTrash,
};

/** An icon button named in words (its tooltip says the same), so that a keyboard or a screen reader reaches it directly. */
function ActionButton({
  label,
  color,
  children,
  onClick,
}: {
  label: string;
  color?: string | undefined;
  children: ReactNode;
  onClick: () => void;
}) {
  return (
    <Tooltip label={label} withArrow openDelay={300}>
      <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** A link drawn as an icon button, named in words. */
function ActionLink({ label, to, children }: { label: string; to: string; children: ReactNode }) {
  return (
    <Tooltip label={label} withArrow openDelay={300}>
      <ActionIcon variant="subtle" aria-label={label} component={Link} to={to}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * One event's actions: edit, its report, and those its state allows (publish, duplicate, cancel,
 * delete or archive), each asked first by the caller. A published event is archived, not deleted.
 */
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
  const isArchiving = target.status !== 'draft';
  const wordOf = (action: EventAction) =>
    action === 'delete' && isArchiving ? t('actions.archive') : t(`actions.${action}`);
  return (
    <Group gap={2} wrap="nowrap" role="group" aria-label={t('actions.menu', { name: target.name })}>
      {hasLinks && !target.archived && (
        <ActionLink label={t('actions.edit')} to={`/admin/events/${target.id}`}>
          <IconPencil size={18} aria-hidden />
        </ActionLink>
      )}
      {hasLinks && target.status !== 'draft' && (
        <ActionLink label={t('actions.report')} to={`/admin/events/${target.id}/report`}>
          <IconChartBar size={18} aria-hidden />
        </ActionLink>
      )}
      {allowedActions(target).map((action) => {
        const Glyph = action === 'delete' && isArchiving ? IconArchive : ICONS[action];
        return (
          <ActionButton
            key={action}
            label={wordOf(action)}
            color={action === 'delete' || action === 'cancel' ? 'red' : undefined}
            onClick={() => {
              onAction(action, target);
            }}
          >
            <Glyph size={18} aria-hidden />
          </ActionButton>
        );
      })}
    </Group>
  );
}
