import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconDeviceWatch,
  IconEdit,
  IconKey,
  IconMoodSmile,
  IconPhotoUp,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { User } from '@awarequest/contracts';
import { EmailAddress } from '../../../components/email-address';
import { ProfilePicture } from './profile-picture';

export type ProfileAction = 'edit' | 'photo' | 'avatar' | 'device' | 'resetPassword';

const ACTIONS: { action: ProfileAction; Icon: Icon }[] = [
  { action: 'edit', Icon: IconEdit },
  { action: 'photo', Icon: IconPhotoUp },
  { action: 'avatar', Icon: IconMoodSmile },
  { action: 'device', Icon: IconDeviceWatch },
  { action: 'resetPassword', Icon: IconKey },
];

interface ProfileSummaryProps {
  user: User;
  onAction: (action: ProfileAction) => void;
  /** Reset password needs an email (a child account has none). */
  canResetPassword: boolean;
}

/** The top of /profile: the picture, the name and the actions of docs/product.md §2. */
export function ProfileSummary({ user, onAction, canResetPassword }: ProfileSummaryProps) {
  const { t } = useTranslation('profile');
  const actions = ACTIONS.filter(({ action }) => action !== 'resetPassword' || canResetPassword);
  return (
    <Card withBorder radius="md" padding="lg">
      <Group gap="lg" wrap="wrap" align="center">
        <ProfilePicture user={user} size={96} />
        <Stack gap={2} style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {user.name}
          </Title>
          {user.email && (
            <Text c="dimmed">
              <EmailAddress email={user.email} />
            </Text>
          )}
        </Stack>
      </Group>
      <Group gap="xs" mt="lg" role="group" aria-label={t('actions.label')}>
        {actions.map(({ action, Icon }) => (
          <Button
            key={action}
            variant={action === 'edit' ? 'filled' : 'light'}
            leftSection={<Icon size={18} aria-hidden />}
            onClick={() => {
              onAction(action);
            }}
          >
            {t(`actions.${action}`)}
          </Button>
        ))}
      </Group>
    </Card>
  );
}
