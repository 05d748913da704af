import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SignInProvider, ViewerSync } from '../features/auth/index.ts';
import { AppToaster } from '../features/shell/index.ts';
import { appQueryClient } from '../lib/query-client.ts';

/** Server state, translations (the language follows the path, see routes/locale-layout), sign-in, toasts. */
export function Providers({ children }: { children: ReactNode }) {
  const queryClient = appQueryClient();
  return (
    <QueryClientProvider client={queryClient}>
      <SignInProvider>
        <ViewerSync />
        {children}
        <AppToaster />
      </SignInProvider>
    </QueryClientProvider>
  );
}
