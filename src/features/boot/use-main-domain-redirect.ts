// The move to the main domain the permission asks for (spec 000 §3 mainDomain; the rule is engine
// mainDomainRedirect). It replaces the history entry, so Back does not land on the host the player
// was sent away from; until the browser leaves, the gate shows nothing of the site.
import { useEffect, useMemo } from 'react';
import { mainDomainRedirect } from '../../../engine';
import type { Permission } from './boot-context';

export function useMainDomainRedirect(permission: Permission | undefined): string | null {
  const info = permission?.info;
  const target = useMemo(
    () => (info ? mainDomainRedirect(window.location.href, info) : null),
    [info],
  );
  useEffect(() => {
    if (target) window.location.replace(target);
  }, [target]);
  return target;
}
