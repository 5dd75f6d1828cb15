import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import {
  useProviderTheme,
  useThemeRefreshOnSessionChange,
} from '../features/settings/hooks/use-provider-theme';
import { directionOf, storedLanguage } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { buildMantineTheme, providerCssVariables } from '../lib/theme/mantine-theme';
import { AppRoutes } from './app-routes';
import { Toaster } from './toaster';

function ThemedApp() {
  const provider = useProviderTheme();
  useThemeRefreshOnSessionChange();
  const { t } = useTranslation();
  const togglePassword = t('togglePassword');
  const close = t('close');
  const theme = useMemo(
    () => buildMantineTheme(provider, { togglePassword, close }),
    [provider, togglePassword, close],
  );
  const cssVariables = useMemo(() => providerCssVariables(provider), [provider]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={cssVariables}>
      <Toaster />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </MantineProvider>
  );
}

/** Providers, outermost first: data, direction, theme (from the provider's settings), router. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <DirectionProvider initialDirection={directionOf(storedLanguage())} detectDirection={false}>
        <ThemedApp />
      </DirectionProvider>
    </QueryClientProvider>
  );
}
