// What every staff screen shares below the layout: the query cache and the one confirmation toast.
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { onAdminWrite } from './admin-api.ts';
import { ADMIN_QUERY_ROOT, createAdminQueryClient } from './query-client.ts';
import { ToastProvider } from './toast.tsx';

export function AdminProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  // Tests hand in a client of their own, to look into its cache.
  const [queryClient] = useState(() => client ?? createAdminQueryClient());
  // A save may change what other screens show (the settings' health banner, a lead's badge): their
  // cached reads go stale, and each is asked again when next shown. The screen on view keeps its
  // own, already updated with the server's answer.
  useEffect(
    () =>
      onAdminWrite(() => {
        void queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_ROOT], refetchType: 'none' });
      }),
    [queryClient],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}
