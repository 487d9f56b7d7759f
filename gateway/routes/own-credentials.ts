// A one-click account names itself (spec 000 §1: "the player can later set a username and
// password"): once, while it still has the name the gateway gave it, a username and a password
// under the merchant's registration rules. Afterwards it logs in like any account; its device
// secret keeps working, and the session it asked with stays open.
import type { FamilyRoutes } from '../context/action-context';
import { fail } from '../core/gateway-error';
import { isUniqueViolation } from '../db/database';
import { memberById } from '../members/member-row';
import { hashPassword } from '../rules/passwords';
import { checkNewPassword, checkRuleField } from '../rules/registration-fields';
import { setOwnCredentials } from '../store/passwords';

export const ownCredentialsRoutes: Pick<FamilyRoutes<'security'>, 'setOwnCredentials'> = {
  setOwnCredentials: {
    handler: async ({ payload, session, merchant, language, now, transaction }) => {
      const username = payload.username.trim();
      checkRuleField(merchant, language, 'username', username, true);
      checkNewPassword(merchant, language, payload.password, payload.confirmPassword);
      const passwordHash = await hashPassword(payload.password);
      return transaction(async (tx) => {
        const member = await memberById(tx, session.memberId);
        if (member?.profile.oneClickName !== true) {
          fail('CONFLICT', {
            message: 'Only a one-click account still under the name it was given can set its own.',
          });
        }
        try {
          await setOwnCredentials(tx, member.id, { username, passwordHash, now });
        } catch (error) {
          if (isUniqueViolation(error)) fail('USERNAME_TAKEN', { value: { field: 'username' } });
          throw error;
        }
        return { account: username };
      });
    },
  },
};
