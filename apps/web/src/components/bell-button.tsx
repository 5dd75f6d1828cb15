import { ActionIcon, Badge, type ActionIconProps } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';

type BellButtonProps = ActionIconProps &
  ComponentPropsWithoutRef<'button'> & {
    /** Shown as a badge on the bell when above zero. */
    unreadCount?: number;
    /** The count as written in the reader's language (Arabic-Indic digits in Arabic). */
    unreadText?: string;
  };

/** The notifications bell button, with the unread count. */
export const BellButton = forwardRef<HTMLButtonElement, BellButtonProps>(function BellButton(
  { unreadCount = 0, unreadText, ...props },
  ref,
) {
  const { t } = useTranslation();
  return (
    <ActionIcon
      ref={ref}
      variant="subtle"
      color="gray"
      size="lg"
      c="inherit"
      pos="relative"
      style={{ overflow: 'visible' }}
      aria-label={t('notifications.label')}
      {...props}
    >
      <IconBell size={22} />
      {unreadCount > 0 && (
        <Badge
          size="xs"
          color="red"
          variant="filled"
          pos="absolute"
          top={-2}
          px={4}
          style={{ insetInlineEnd: -4, minWidth: 16, pointerEvents: 'none' }}
          aria-hidden
          data-testid="notifications-badge"
          data-count={unreadCount}
        >
          {unreadText ?? (unreadCount > 99 ? '99+' : unreadCount)}
        </Badge>
      )}
    </ActionIcon>
  );
});
