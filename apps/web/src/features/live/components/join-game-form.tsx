import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { AUTO_AVATAR, joinSchema } from '@awarequest/contracts';
import { AvatarPicker } from '../../../components/avatar-picker';
import { useErrorWords } from '../../../lib/form-errors';
import { pageOfPhase, playerPath } from '../model/phase-path';
import { joinGame } from '../model/player-session';

const joinFormSchema = joinSchema.omit({ pin: true });
type JoinFormInput = z.input<typeof joinFormSchema>;
type JoinFormValues = z.output<typeof joinFormSchema>;
const FIELDS = ['nickname', 'avatar', 'extended_time'] as const;
const isField = (name: string): name is (typeof FIELDS)[number] =>
  (FIELDS as readonly string[]).includes(name);

/**
 * The second join step: a nickname (checked here with the server's own rules, and by the server
 * for uniqueness and offensive words), an avatar, and the extra-time request.
 */
export function JoinGameForm({ pin }: { pin: string }) {
  const { t } = useTranslation('live');
  const errorWords = useErrorWords();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<JoinFormInput, unknown, JoinFormValues>({
    resolver: zodResolver(joinFormSchema),
    mode: 'onTouched',
    // No avatar picked: the server gives the session's least used one (distinct faces).
    defaultValues: { nickname: '', avatar: AUTO_AVATAR, extended_time: false },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    const ack = await joinGame({ pin, ...values });
    if (ack.ok) {
      void navigate(playerPath(pin, pageOfPhase(ack.data.view.phase)), { replace: true });
      return;
    }
    const fieldErrors = Object.entries(ack.errors ?? {}).filter(([field]) => isField(field));
    fieldErrors.forEach(([field, messages]) => {
      if (isField(field))
        form.setError(field, { type: 'server', message: messages[0] ?? ack.message }, { shouldFocus: true });
    });
    if (fieldErrors.length === 0) setRefusal(ack.message);
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg" maw={640}>
        {refusal && (
          <Alert color="red" variant="light" role="alert">
            {refusal}
          </Alert>
        )}
        <TextInput
          label={t('join.nickname')}
          description={t('join.nicknameHint')}
          autoComplete="nickname"
          maxLength={20}
          size="md"
          withAsterisk
          {...form.register('nickname')}
          error={errorWords(errors.nickname, 'nickname')}
        />
        <Controller
          control={form.control}
          name="avatar"
          render={({ field }) => (
            <AvatarPicker
              value={field.value ?? AUTO_AVATAR}
              onChange={field.onChange}
              label={t('join.avatar')}
            />
          )}
        />
        <Controller
          control={form.control}
          name="extended_time"
          render={({ field }) => (
            <Checkbox
              label={t('join.extendedTime')}
              description={t('join.extendedTimeHint')}
              checked={field.value ?? false}
              onChange={(event) => {
                field.onChange(event.currentTarget.checked);
              }}
            />
          )}
        />
        <Button
          type="submit"
          size="lg"
          loading={isSubmitting}
          leftSection={<IconLogin2 size={20} className="aq-mirror" aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('join.submit')}
        </Button>
      </Stack>
    </form>
  );
}
