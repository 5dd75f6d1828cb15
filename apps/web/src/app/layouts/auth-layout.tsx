import { Container, Paper } from '@mantine/core';
import type { CSSProperties } from 'react';
import { PageOutlet } from './page-outlet';
import { useProviderTheme } from '../../features/settings/hooks/use-provider-theme';
import classes from './brand-backdrop.module.css';

/** The auth layout: the branded root screen with the page on a card in the middle. */
export function AuthLayout() {
  const theme = useProviderTheme();
  const background = (
    theme.main_background ? { '--aq-main-background': `url("${theme.main_background}")` } : {}
  ) as CSSProperties;
  return (
    <main id="main" tabIndex={-1} className={classes.backdrop} style={background}>
      <Container size="sm" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }} className={classes.content}>
        <Paper shadow="xl" radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="var(--aq-cards)">
          <PageOutlet />
        </Paper>
      </Container>
    </main>
  );
}
