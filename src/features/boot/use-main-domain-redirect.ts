// The move to the main domain the permission asks for (spec 000 §3 mainDomain; the rule is engine
// mainDomainRedirect, which the merge's chunk carries: ./effective-merge.ts). It replaces the
// history entry, so Back does not land on the host the player was sent away from; until the browser
// leaves, the gate shows nothing of the site.
import { useEffect, useMemo } from 'react';
import type { Permission } from './boot-context';
import type { BootDecisions } from './boot-gate';

export function useMainDomainRedirect(
  permission: Permission | undefined,
  decisions: BootDecisions | null,
): string | null {
  const info = permission?.info;
  const target = useMemo(
    () => (info && decisions ? decisions.mainDomainTarget(window.location.href, info) : null),
    [info, decisions],
  );
  useEffect(() => {
    if (target) window.location.replace(target);
  }, [target]);
  return target;
}
