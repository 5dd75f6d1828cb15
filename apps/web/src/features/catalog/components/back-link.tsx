import { Anchor, Box, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

/** A link back up the hierarchy, above the page's title; its arrow points back in both directions. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Box mb="md">
      <Anchor component={Link} to={to} size="sm">
        <Group gap={4} wrap="nowrap" component="span">
          <IconArrowLeft size={16} className="aq-mirror" aria-hidden />
          {label}
        </Group>
      </Anchor>
    </Box>
  );
}
