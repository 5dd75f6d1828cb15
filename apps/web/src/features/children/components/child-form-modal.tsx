import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  birthYears,
  createChildBodySchema,
  updateChildBodySchema,
  type Child,
  type CreateChildBody,
  type CreateChildInput,
} from '@awarequest/contracts';
import { AvatarPicker } from '../../../components/avatar-picker';
import { applyServerErrors, useErrorWords } from '../../../lib/form-errors';
import { toastSuccess } from '../../../lib/toast';
import { useSaveChild } from '../api/children-api';
import { PasswordField } from '../../../components/password-field';

interface ChildFormModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** The child to edit; a new one otherwise. */
  child?: Child;
}

const FIELDS = [
  'name',
  'nickname',
  'avatar',
  'birth_year',
  'username',
  'password',
  'password_confirmation',
] as const;

/** Create or edit a child account: name, nickname, avatar, birth year, username and password. */
export function ChildFormModal({ isOpen, onClose, child }: ChildFormModalProps) {
  const { t } = useTranslation('children');
  const isPhone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={child ? t('form.editTitle') : t('form.newTitle')}
      size="lg"
      fullScreen={isPhone}
    >
      {isOpen && <ChildForm child={child} onDone={onClose} />}
    </Modal>
  );
}

function ChildForm({ child, onDone }: { child?: Child; onDone: () => void }) {
  const { t } = useTranslation('children');
  const form = useForm<CreateChildInput, unknown, CreateChildBody>({
    // Editing: the password only when it changes.
    resolver: zodResolver(child ? updateChildBodySchema : createChildBodySchema) as never,
    mode: 'onTouched',
    defaultValues: {
      name: child?.name ?? '',
      nickname: child?.nickname ?? '',
      avatar: (child?.avatar ?? 'cat') as CreateChildInput['avatar'],
      birth_year: child ? String(child.birth_year) : undefined,
      username: child?.username ?? '',
      password: '',
      password_confirmation: '',
    },
  });
  const { errors } = form.formState;
  const errorWords = useErrorWords();
  const save = useSaveChild();
  const years = birthYears().map((year) => ({ value: String(year), label: String(year) }));

  const submit = form.handleSubmit((body) => {
    save.mutate(
      { id: child?.id, body },
      {
        onSuccess: (envelope) => {
          toastSuccess(envelope.message ?? t('saved'));
          onDone();
        },
        onError: (error) => {
          applyServerErrors(error, form.setError, FIELDS);
        },
      },
    );
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        {errors.root?.server?.message && (
          <Alert color="red" variant="light" role="alert">
            {errors.root.server.message}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('fields.name')}
            withAsterisk
            error={errorWords(errors.name, 'name')}
            {...form.register('name')}
          />
          <TextInput
            label={t('fields.nickname')}
            withAsterisk
            error={errorWords(errors.nickname, 'nickname')}
            {...form.register('nickname')}
          />
          <Controller
            control={form.control}
            name="birth_year"
            render={({ field }) => (
              <Select
                label={t('fields.birthYear')}
                withAsterisk
                data={years}
                value={
                  typeof field.value === 'number' || typeof field.value === 'string'
                    ? String(field.value)
                    : null
                }
                onChange={(value) => {
                  field.onChange(value ?? undefined);
                }}
                onBlur={field.onBlur}
                error={errorWords(errors.birth_year, 'birth_year')}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <TextInput
            label={t('fields.username')}
            description={t('fields.usernameHint')}
            withAsterisk
            autoComplete="off"
            dir="ltr"
            error={errorWords(errors.username, 'username')}
            {...form.register('username')}
          />
          <PasswordField
            label={child ? t('fields.newPassword') : t('fields.password')}
            description={child ? t('fields.newPasswordHint') : t('fields.passwordHint')}
            withAsterisk={!child}
            autoComplete="new-password"
            error={errorWords(errors.password, 'password')}
            {...form.register('password')}
          />
          <PasswordField
            label={t('fields.passwordConfirmation')}
            withAsterisk={!child}
            autoComplete="new-password"
            error={errorWords(errors.password_confirmation, 'password_confirmation')}
            {...form.register('password_confirmation')}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="avatar"
          render={({ field }) => (
            <AvatarPicker label={t('fields.avatar')} value={field.value} onChange={field.onChange} />
          )}
        />
        {errorWords(errors.avatar, 'avatar') && (
          <Alert color="red" variant="light">
            {errorWords(errors.avatar, 'avatar')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {child ? t('actions.save') : t('actions.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
