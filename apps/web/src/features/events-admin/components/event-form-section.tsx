import { Card, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** One titled part of the event form, as a labelled region that a screen reader can jump to. */
export function EventFormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
