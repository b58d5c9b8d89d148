import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@benefit-store/domain';
import { createQueryClient } from '../lib/query-client';

/**
 * The query client (main.tsx's, which the store bootstrap fills before the first render asks; else a new one), and
 * Lingui's instance (its locale is activated in main.tsx before the first render).
 */
export function AppProvider({ queryClient: given, children }: { queryClient?: QueryClient; children: ReactNode }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nProvider>
  );
}
