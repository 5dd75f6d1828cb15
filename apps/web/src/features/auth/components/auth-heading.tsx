import { Stack, Text, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';

interface AuthHeadingProps {
  title: string;
  subtitle?: ReactNode;
  step?: string;
}

/** The title block of an auth card; the title is also the document's title. */
export function AuthHeading({ title, subtitle, step }: AuthHeadingProps) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <Stack gap={6} mb="lg">
      {step && (
        <Text size="sm" c="dimmed" fw={600}>
          {step}
        </Text>
      )}
      <Title order={1} size="h2">
        {title}
      </Title>
      {subtitle && <Text c="dimmed">{subtitle}</Text>}
    </Stack>
  );
}
