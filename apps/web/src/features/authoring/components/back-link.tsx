import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Up one level of the authoring screens; the arrow points back in either direction. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      <Group gap={4} wrap="nowrap" component="span">
        <IconArrowLeft size={16} className="aq-mirror" aria-hidden />
        {label}
      </Group>
    </Anchor>
  );
}
