import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/use-language';

/** A link back up the drill-down; its arrow points the way the reading direction goes back. */
export function BackLink({ to, label }: { to: string; label: string }) {
  const language = useLanguage();
  const Arrow = language === 'ar' ? IconArrowRight : IconArrowLeft;
  return (
    <Anchor component={Link} to={to} size="sm" data-print-hide>
      <Group gap={4} component="span" wrap="nowrap">
        <Arrow size={16} aria-hidden />
        {label}
      </Group>
    </Anchor>
  );
}
