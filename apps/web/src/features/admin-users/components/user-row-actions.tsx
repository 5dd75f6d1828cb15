import { Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMailForward, IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@awarequest/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toastSuccess } from '../../../lib/toast';
import { useDeleteUser, useResendInvitation, useSetUserActive } from '../api/admin-users-api';

/** Resend the invitation, deactivate or reactivate, and delete (after a confirmation). */
export function UserRowActions({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const { t } = useTranslation('admin-users');
  const [isConfirming, confirm] = useDisclosure(false);
  const setActive = useSetUserActive();
  const resend = useResendInvitation();
  const remove = useDeleteUser();
  const who = user.name;
  if (isSelf) {
    return (
      <Text size="xs" c="dimmed">
        {t('you')}
      </Text>
    );
  }
  const isInactive = user.status === 'inactive';
  return (
    <Group gap={4} wrap="nowrap">
      {user.status === 'invited' && (
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconMailForward size={16} aria-hidden />}
          aria-label={t('actions.resendNamed', { name: who })}
          loading={resend.isPending}
          onClick={() => {
            resend.mutate(user.id, {
              onSuccess: (envelope) => {
                toastSuccess(envelope.message ?? t('invite.sent'));
              },
            });
          }}
        >
          {t('actions.resend')}
        </Button>
      )}
      <Button
        size="compact-sm"
        variant="subtle"
        color={isInactive ? 'teal' : 'orange'}
        leftSection={
          isInactive ? <IconPlayerPlay size={16} aria-hidden /> : <IconPlayerPause size={16} aria-hidden />
        }
        aria-label={t(isInactive ? 'actions.reactivateNamed' : 'actions.deactivateNamed', { name: who })}
        loading={setActive.isPending}
        onClick={() => {
          setActive.mutate(
            { id: user.id, isActive: isInactive },
            {
              onSuccess: (envelope) => {
                if (envelope.message) toastSuccess(envelope.message);
              },
            },
          );
        }}
      >
        {t(isInactive ? 'actions.reactivate' : 'actions.deactivate')}
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        aria-label={t('actions.deleteNamed', { name: who })}
        onClick={confirm.open}
      >
        {t('actions.delete')}
      </Button>
      <ConfirmDialog
        opened={isConfirming}
        onClose={confirm.close}
        title={t('delete.title')}
        question={t('delete.question', { name: who })}
        consequence={
          user.children_count > 0
            ? t('delete.withChildren', { count: user.children_count })
            : t('delete.consequence')
        }
        cancelLabel={t('actions.cancel')}
        confirmLabel={t('actions.delete')}
        isPending={remove.isPending}
        onConfirm={() => {
          remove.mutate(user.id, {
            onSuccess: (envelope) => {
              toastSuccess(envelope.message ?? t('delete.done'));
              confirm.close();
            },
          });
        }}
      />
    </Group>
  );
}
