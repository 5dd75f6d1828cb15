import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconDeviceGamepad2, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Child } from '@awarequest/contracts';
import { PlayerAvatar } from '../../../components/player-avatar';
import { ChildProgress } from './child-progress';
import { RemoveChildButton } from './remove-child-button';

interface ChildCardProps {
  child: Child;
  onEdit: () => void;
  onPlay: () => void;
  isSwitching: boolean;
}

/** One child account: who it is, how it is doing, and what the parent can do with it. */
export function ChildCard({ child, onEdit, onPlay, isSwitching }: ChildCardProps) {
  const { t } = useTranslation('children');
  return (
    <Card withBorder radius="md" padding="lg" data-testid="child-card">
      <Stack>
        <Group wrap="nowrap" align="flex-start">
          <PlayerAvatar avatar={child.avatar} size="lg" />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} size="lg" truncate>
              {child.name}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {t('card.nickname', { nickname: child.nickname })}
            </Text>
            <Group gap={6}>
              {/* A sign-in name is shown as it is typed, not in the badge's capitals. */}
              <Badge variant="light" dir="ltr" tt="none">
                {child.username}
              </Badge>
              <Badge variant="outline" color="gray">
                {t('card.born', { year: child.birth_year })}
              </Badge>
            </Group>
          </Stack>
        </Group>
        <ChildProgress progress={child.progress} />
        <Group justify="space-between" gap="xs">
          <Button
            leftSection={<IconDeviceGamepad2 size={18} aria-hidden />}
            onClick={onPlay}
            loading={isSwitching}
            aria-label={t('actions.playAsNamed', { name: child.name })}
          >
            {t('actions.playAs')}
          </Button>
          <Group gap={4}>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPencil size={16} aria-hidden />}
              aria-label={t('actions.editNamed', { name: child.name })}
              onClick={onEdit}
            >
              {t('actions.edit')}
            </Button>
            <RemoveChildButton child={child} />
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
