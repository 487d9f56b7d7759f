// After a claim moves money or points, the reads that show them (balance, points, badges, the
// claim's own list) are stale: one callback invalidates them all.
import { useQueryClient } from '@tanstack/react-query';
import type { ActionName } from '../../../engine';
import { gatewayQueryKey } from '../../lib/api';

export function useRefreshAfter(names: readonly ActionName[]): () => void {
  const queryClient = useQueryClient();
  return () => {
    for (const name of names) {
      void queryClient.invalidateQueries({ queryKey: gatewayQueryKey(name) });
    }
  };
}
