// The one TanStack Query client of the page. Gateway answers are cheap to refetch but a player's
// tab switch should not storm the gateway, hence the modest stale time and no refetch on focus.
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
    },
  });
}
