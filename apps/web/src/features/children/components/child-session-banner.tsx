import { Button, Container, Group, Paper, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session';
import { backToParent, useParentSession } from '../hooks/parent-session';

/** "Playing as <child> — back to my account", while a parent plays as one of their children. */
export function ChildSessionBanner() {
  const { t } = useTranslation('children');
  const parent = useParentSession();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  if (!parent || !user) return null;
  return (
    <Paper
      radius={0}
      py="xs"
      bg="var(--mantine-color-yellow-light)"
      role="status"
      data-testid="child-session-banner"
    >
      <Container size="lg">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{t('banner.playingAs', { name: user.name })}</Text>
          <Button
            size="compact-md"
            variant="filled"
            color="dark"
            leftSection={<IconArrowBackUp size={18} className="aq-mirror" aria-hidden />}
            onClick={() => {
              backToParent();
              queryClient.clear();
              void navigate('/children');
            }}
          >
            {t('banner.back')}
          </Button>
        </Group>
      </Container>
    </Paper>
  );
}
