import { Button } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';

/** A call to action that navigates; its arrow points forward in both directions. */
export function LinkButton({ to, label }: { to: string; label: string }) {
  return (
    <Button
      component={Link}
      to={to}
      variant="light"
      rightSection={<IconArrowRight size={16} className="aq-mirror" />}
    >
      {label}
    </Button>
  );
}
