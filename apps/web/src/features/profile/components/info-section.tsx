import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface InfoItem {
  label: string;
  value: ReactNode;
  /** Takes the whole row: an email address, which is never broken inside. */
  isWide?: boolean;
}

/** One section of the profile (Personal Info, Contact Info): labelled values in a grid. */
export function InfoSection({ title, items }: { title: string; items: InfoItem[] }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md" component="dl" m={0}>
        {items.map((item) => (
          <Stack key={item.label} gap={2} style={item.isWide ? { gridColumn: '1 / -1' } : undefined}>
            <Text component="dt" size="sm" c="dimmed">
              {item.label}
            </Text>
            <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
              {item.value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Card>
  );
}
