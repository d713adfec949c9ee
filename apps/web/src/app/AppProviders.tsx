import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { LanguageProvider } from '../ui/LanguageProvider';
import { SnackbarProvider } from '../ui/SnackbarProvider';
import { cssVariablesResolver, theme } from './theme';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/** Theme, server state, translations, language switching and the snackbar, in that order. */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <LanguageProvider>
            <SnackbarProvider>{children}</SnackbarProvider>
          </LanguageProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
