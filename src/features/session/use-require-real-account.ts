// The guard before a protected action (spec 000 §6, spec 001 §4, §8; the money links of the header
// and the game launch use it): a visitor gets the login
// pop-up, a trial account the need-a-real-account notice (the trialNotice modal, a confirm button),
// anyone else goes ahead.
//   const requireRealAccount = useRequireRealAccount();
//   onClick={() => requireRealAccount(() => deposit())}   // true when the action ran
import { useCallback } from 'react';
import { protectedActionGate } from '../../../engine';
import { useModal } from '../modals/use-modal';
import { useRoles } from './use-member';

export function useRequireRealAccount(): (action?: () => void) => boolean {
  const { isLoggedIn, isTrial } = useRoles();
  const { open } = useModal();
  return useCallback(
    (action) => {
      const gate = protectedActionGate({ loggedIn: isLoggedIn, isTrial });
      if (gate === 'login') open('login');
      else if (gate === 'realAccountNeeded') open('trialNotice');
      else action?.();
      return gate === 'allowed';
    },
    [isLoggedIn, isTrial, open],
  );
}
