import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  hint?: string;
  action?: ReactNode;
  icon?: ReactNode;
}

/** The spec's empty states ('No data available', 'No games found', ...). */
export function EmptyState({ title, hint, action, icon }: EmptyStateProps) {
  return (
    <Stack align="center" gap="xs" py="xl" role="status">
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
        {icon ?? <IconMoodEmpty size={30} />}
      </ThemeIcon>
      <Text fw={600} size="lg" ta="center">
        {title}
      </Text>
      {hint && (
        <Text c="dimmed" ta="center">
          {hint}
        </Text>
      )}
      {action}
    </Stack>
  );
}
