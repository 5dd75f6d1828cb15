import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface DashboardSectionProps {
  title: string;
  hint?: string;
  children: ReactNode;
  /** Marks the section for tests and styles (`data-section`). */
  name: string;
}

/** One titled block of the dashboard, a landmark named by its heading. */
export function DashboardSection({ title, hint, children, name }: DashboardSectionProps) {
  const headingId = useId();
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId} data-section={name}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          {hint && (
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
