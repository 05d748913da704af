import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SignInProvider, ViewerSync } from '../features/auth/index.ts';
import { AppToaster } from '../features/shell/index.ts';
import { i18n } from '../i18n/index.ts';
import { createQueryClient } from '../lib/query-client.ts';

/** Server state, translations (the language follows the path, see routes/locale-layout), sign-in, toasts. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <SignInProvider>
          <ViewerSync />
          {children}
          <AppToaster />
        </SignInProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
