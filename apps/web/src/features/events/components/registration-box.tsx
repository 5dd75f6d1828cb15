import { Button, Group, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EventDetails } from '@awarequest/contracts';
import { useSetRegistration } from '../api/set-registration';

/** A tournament's registration: whether the person is registered, and Register or Cancel registration. */
export function RegistrationBox({ event }: { event: EventDetails }) {
  const { t } = useTranslation('events');
  const registration = useSetRegistration(event.id);
  const registered = event.my?.registered === true;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" data-registered={registered}>
      <Group gap={6} wrap="nowrap" c={registered ? 'teal' : undefined}>
        {registered && <IconCircleCheck size={18} aria-hidden />}
        <Text size="sm" c={registered ? 'inherit' : 'dimmed'} role="status">
          {registered
            ? t('sessions.registered')
            : event.can_register
              ? t('sessions.notRegistered')
              : t('sessions.registrationClosed')}
        </Text>
      </Group>
      {registered ? (
        <Button
          variant="default"
          loading={registration.isPending}
          onClick={() => {
            registration.mutate(false);
          }}
        >
          {t('sessions.unregister')}
        </Button>
      ) : (
        event.can_register && (
          <Button
            loading={registration.isPending}
            onClick={() => {
              registration.mutate(true);
            }}
          >
            {t('sessions.register')}
          </Button>
        )
      )}
    </Group>
  );
}
