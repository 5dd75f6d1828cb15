import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

/** "No account yet? Create one" and the like, under an auth form. */
export function AuthFooterLink({ text, linkText, to }: { text?: string; linkText: string; to: string }) {
  return (
    <Text ta="center" size="sm" mt="lg">
      {text}{' '}
      <Anchor component={Link} to={to} fw={600}>
        {linkText}
      </Anchor>
    </Text>
  );
}
