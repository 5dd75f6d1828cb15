import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { deleteAccountBodySchema, type DeleteAccountBody } from '@awarequest/contracts';
import { applyServerErrors, useErrorWords } from '../../../lib/form-errors';
import { clearSession } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toast';
import { useDeleteAccount } from '../api/delete-account';
import { PasswordField } from '../../../components/password-field';

/** "Delete account": a dialog that asks for the password, then signs out for good. */
export function DeleteAccountButton() {
  const { t } = useTranslation('account-deletion');
  const [isOpen, dialog] = useDisclosure(false);
  return (
    <>
      <Button
        color="red"
        variant="light"
        leftSection={<IconTrash size={18} aria-hidden />}
        onClick={dialog.open}
      >
        {t('button')}
      </Button>
      <Modal opened={isOpen} onClose={dialog.close} title={t('title')} centered>
        {isOpen && <DeleteAccountForm onCancel={dialog.close} />}
      </Modal>
    </>
  );
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('account-deletion');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<DeleteAccountBody>({
    resolver: zodResolver(deleteAccountBodySchema),
    mode: 'onTouched',
    defaultValues: { password: '' },
  });
  const { errors } = form.formState;
  const errorWords = useErrorWords();
  const remove = useDeleteAccount();
  const submit = form.handleSubmit((body) => {
    remove.mutate(body, {
      onSuccess: (envelope) => {
        toastSuccess(envelope.message ?? t('deleted'));
        clearSession({ isSignOut: true });
        queryClient.clear();
        void navigate('/auth/login', { replace: true });
      },
      onError: (error) => {
        applyServerErrors(error, form.setError, ['password']);
      },
    });
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <Text>{t('question')}</Text>
        <Text size="sm" c="dimmed">
          {t('consequence')}
        </Text>
        {errors.root?.server?.message && (
          <Alert color="red" variant="light" role="alert">
            {errors.root.server.message}
          </Alert>
        )}
        <PasswordField
          label={t('password')}
          autoComplete="current-password"
          withAsterisk
          data-autofocus
          error={errorWords(errors.password, 'password')}
          {...form.register('password')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button type="submit" color="red" loading={remove.isPending}>
            {t('confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
