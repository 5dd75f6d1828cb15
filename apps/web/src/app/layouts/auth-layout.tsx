import { Container, Paper } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useLocation } from 'react-router';
import { InCardContext } from '../../components/in-card';
import { PageOutlet } from './page-outlet';
import { useProviderTheme } from '../../features/settings/hooks/use-provider-theme';
import classes from './brand-backdrop.module.css';

/** The auth layout: the branded root screen with the page on a card in the middle. */
export function AuthLayout() {
  const theme = useProviderTheme();
  // Sign-in steps are a narrow card; the /categories pages need room for their games.
  const isAuthStep = useLocation().pathname.startsWith('/auth');
  const background = (
    theme.main_background ? { '--aq-main-background': `url("${theme.main_background}")` } : {}
  ) as CSSProperties;
  return (
    <main
      id="main"
      tabIndex={-1}
      className={theme.main_background ? `${classes.backdrop} ${classes.withImage}` : classes.backdrop}
      style={background}
    >
      <Container size={isAuthStep ? 'sm' : 'lg'} py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
        <Paper shadow="xl" radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="var(--aq-cards)">
          <InCardContext value={true}>
            <PageOutlet />
          </InCardContext>
        </Paper>
      </Container>
    </main>
  );
}
