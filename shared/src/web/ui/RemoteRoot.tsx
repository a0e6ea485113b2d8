import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { retryTransientOnce } from '../api/retry-policy';
import { recordBusInstance } from '../bus-probe';

let client: QueryClient | null = null;

/**
 * One query client per remote (this module is bundled into each app, not shared). A read that
 * failed is asked for again once, unless the API's answer was about the request itself
 * (`retryTransientOnce`).
 */
export function getQueryClient(): QueryClient {
  client ??= new QueryClient({
    defaultOptions: {
      queries: { retry: retryTransientOnce, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
  return client;
}

/**
 * Wraps every screen a remote exposes: its own data cache (nothing shared through context), and
 * which app and build rendered it (data attributes QA and the deploy test read).
 */
export function RemoteRoot({ app, children }: { app: string; children: ReactNode }) {
  recordBusInstance(app);
  return (
    <div data-remote-app={app} data-remote-build={__LG_BUILD_ID__}>
      <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>
    </div>
  );
}
