import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';

type BellButtonProps = ActionIconProps & ComponentPropsWithoutRef<'button'>;

/** The notifications bell button. */
export const BellButton = forwardRef<HTMLButtonElement, BellButtonProps>(function BellButton(props, ref) {
  const { t } = useTranslation();
  return (
    <ActionIcon
      ref={ref}
      variant="subtle"
      color="gray"
      size="lg"
      c="inherit"
      aria-label={t('notifications.label')}
      {...props}
    >
      <IconBell size={22} />
    </ActionIcon>
  );
});
