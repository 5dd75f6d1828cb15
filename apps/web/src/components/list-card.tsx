import { Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ListCardProps {
  /** True once loaded with nothing to list: the card then says `emptyText` instead. */
  isEmpty: boolean;
  emptyText: string;
  /** The rows, each an `li`. */
  children: ReactNode;
}

/** A bordered card holding a plain list of rows (an admin's entries), or a line saying it is empty. */
export function ListCard({ isEmpty, emptyText, children }: ListCardProps) {
  return (
    <Card withBorder radius="md" padding={0}>
      {isEmpty ? (
        <Text p="lg" c="dimmed" ta="center">
          {emptyText}
        </Text>
      ) : (
        <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {children}
        </Stack>
      )}
    </Card>
  );
}

/** One row of a ListCard: what it is at the start, its actions at the end, a line under it. */
export function ListCardRow({ children }: { children: ReactNode }) {
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      px="md"
      py="sm"
      style={{ borderBlockEnd: '1px solid var(--mantine-color-default-border)' }}
    >
      {children}
    </Group>
  );
}
