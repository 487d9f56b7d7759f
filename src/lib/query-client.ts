// The one TanStack Query client of the page. Gateway answers are cheap to refetch but a player's
// tab switch should not storm the gateway, hence the modest stale time and no refetch on focus.
// Retries follow spec 000 §8 (api/retry-policy.ts): reads only on a dropped network, at most twice;
// writes never. Calls run even while the browser says it is offline ('always'): a paused query
// would be an endless spinner, a failed one shows 'Network link is abnormal' next to the offline
// banner and is fetched again when the network is back (refetchOnReconnect).
import { QueryClient } from '@tanstack/react-query';
import { shouldRetryRead } from './api/retry-policy';

export interface QueryClientOptions {
  /** Tests set 0 so retries do not wait. */
  retryDelay?: number;
}

export function createQueryClient({ retryDelay }: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
        retry: shouldRetryRead,
        networkMode: 'always',
        ...(retryDelay === undefined ? {} : { retryDelay }),
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
