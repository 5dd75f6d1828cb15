import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ACCOUNT_TYPES,
  inviteUserBodySchema,
  ROLES,
  type InviteUserBody,
  type InviteUserInput,
} from '@awarequest/contracts';
import { applyServerErrors, useErrorWords } from '../../../lib/form-errors';
import { toastSuccess } from '../../../lib/toast';
import { useInviteUser } from '../api/admin-users-api';

const FIELDS = ['name', 'email', 'role', 'account_type'] as const;

/** Invite a person: the account is created without a password and they get a link to set one. */
export function InviteUserModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin-users');
  const isPhone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={isOpen} onClose={onClose} title={t('invite.title')} fullScreen={isPhone}>
      {isOpen && <InviteForm onDone={onClose} />}
    </Modal>
  );
}

function InviteForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('admin-users');
  const form = useForm<InviteUserInput, unknown, InviteUserBody>({
    resolver: zodResolver(inviteUserBodySchema),
    mode: 'onTouched',
    defaultValues: { name: '', email: '', role: 'player', account_type: 'personal' },
  });
  const { errors } = form.formState;
  const errorWords = useErrorWords();
  const invite = useInviteUser();
  const submit = form.handleSubmit((body) => {
    invite.mutate(body, {
      onSuccess: (envelope) => {
        toastSuccess(envelope.message ?? t('invite.sent'));
        onDone();
      },
      onError: (error) => {
        applyServerErrors(error, form.setError, FIELDS);
      },
    });
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <Alert variant="light">{t('invite.hint')}</Alert>
        {errors.root?.server?.message && (
          <Alert color="red" variant="light" role="alert">
            {errors.root.server.message}
          </Alert>
        )}
        <TextInput
          label={t('fields.name')}
          withAsterisk
          error={errorWords(errors.name, 'name')}
          {...form.register('name')}
        />
        <TextInput
          label={t('fields.email')}
          type="email"
          withAsterisk
          dir="ltr"
          error={errorWords(errors.email, 'email')}
          {...form.register('email')}
        />
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <Select
              label={t('fields.role')}
              data={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
              value={field.value ?? 'player'}
              onChange={(value) => {
                field.onChange(value ?? 'player');
              }}
              allowDeselect={false}
              error={errorWords(errors.role, 'role')}
            />
          )}
        />
        <Controller
          control={form.control}
          name="account_type"
          render={({ field }) => (
            <Select
              label={t('fields.accountType')}
              data={ACCOUNT_TYPES.map((type) => ({ value: type, label: t(`accountTypes.${type}`) }))}
              value={field.value ?? 'personal'}
              onChange={(value) => {
                field.onChange(value ?? 'personal');
              }}
              allowDeselect={false}
              error={errorWords(errors.account_type, 'account_type')}
            />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={invite.isPending}>
            {t('invite.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
