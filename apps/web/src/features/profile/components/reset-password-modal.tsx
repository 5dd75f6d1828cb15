import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { emailIsolate } from '../../../components/email-address';

interface ResetPasswordModalProps {
  isOpen: boolean;
  onClose: () => void;
  email: string;
  isPending: boolean;
  onConfirm: () => void;
}

/** Reset password from the profile: it mails a code and signs out, so it asks first. */
export function ResetPasswordModal({
  isOpen,
  onClose,
  email,
  isPending,
  onConfirm,
}: ResetPasswordModalProps) {
  const { t } = useTranslation('profile');
  return (
    <Modal opened={isOpen} onClose={onClose} title={t('reset.title')} centered>
      <Stack>
        <Text>
          <Trans t={t} i18nKey="reset.text" values={{ email }} components={{ email: emailIsolate }} />
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('reset.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={isPending}>
            {t('reset.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
