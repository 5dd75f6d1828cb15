import { Group, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

interface ListRowProps {
  /** The up/down buttons. */
  reorder: ReactNode;
  leading?: ReactNode;
  /** Names and facts; it takes the room there is and wraps. */
  children: ReactNode;
  actions: ReactNode;
  label: string;
}

/** One item of an ordered admin list: reorder buttons, what it is, and what can be done to it. */
export function ListRow({ reorder, leading, children, actions, label }: ListRowProps) {
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={label}>
      <Group gap="sm" wrap="nowrap" align="center">
        {reorder}
        {leading}
        <Group gap="xs" justify="space-between" style={{ flex: 1, minWidth: 0 }} wrap="wrap">
          <div style={{ flex: '1 1 14rem', minWidth: 0 }}>{children}</div>
          <Group gap={4} wrap="nowrap">
            {actions}
          </Group>
        </Group>
      </Group>
    </Paper>
  );
}
