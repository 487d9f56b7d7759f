// What the query cache does when the session changes (src/lib/api/query-keys.ts keys session reads
// by member/visitor): a login refetches the reads that depend on the session (another account may
// have logged in on the same key); a logout forgets them, with the mutations — the query cache
// holds nothing of a player after they leave (spec 000 §4). Session-free reads
// (permission, vendors, registration rules) stay, so the page does not boot again.
import type { QueryClient } from '@tanstack/react-query';
import { isSessionQuery } from '../lib/api';

export function sessionQuerySync(queryClient: QueryClient): { onSignIn(): void; onClear(): void } {
  return {
    onSignIn: () => void queryClient.invalidateQueries({ predicate: isSessionQuery }),
    onClear: () => {
      queryClient.removeQueries({ predicate: isSessionQuery });
      queryClient.getMutationCache().clear();
    },
  };
}
